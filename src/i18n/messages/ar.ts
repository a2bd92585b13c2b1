import type { MessageKey } from './en';

// العربية: مفردات خدمة العملاء (قضية/شكوى، ملاحظة، مرفق)، بصيغة المخاطب المهذبة.
// Arabic has six plural forms (zero, one, two, few, many, other); each count below uses them all.
export const ar: Record<MessageKey, string> = {
  'usage.intro': 'يعرض *casebot* الشكاوى من نظام الشكاوى. لا يرى هذه الردود أحد غيرك حتى تشاركها.',
  'usage.case': '`/case 1234` (أو `/case #1234`): شكوى واحدة في بطاقة، مع ملاحظاتها ومرفقاتها',
  'usage.cases': '`/cases طابعة`: البحث في الشكاوى برقمها أو بموضوعها، صفحةً بعد صفحة',
  'usage.recent': '`/cases`: أحدث الشكاوى',
  'hint.notANumber': '«{text}» ليس رقم شكوى. للبحث بالموضوع جرّب `/cases {text}`.',
  'hint.oneCase': 'شكوى واحدة في كل مرة من فضلك: `/case 1234`. لعرض عدة شكاوى استخدم `/cases {placeholder}`.',
  'hint.didYouMean': 'هل تقصد ‏`{command}`؟',
  'hint.badNumber': 'أرقام الشكاوى أعداد صحيحة من 1 إلى 2147483647، مثل `/case 1234`.',
  'hint.notFound': 'لا توجد شكوى رقم {caseNumber} يمكنك الاطلاع عليها. للبحث بالموضوع جرّب `/cases {placeholder}`.',
  // العدد يحدد صيغة التمييز: 100 حرف، 55 حرفًا، 5 أحرف.
  'hint.searchTooLong':
    'نص البحث طويل جدًا: الحد الأقصى {max, plural, zero {# حرف} one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  'placeholder.text': 'نص',
  'placeholder.number': 'رقم',
  'unserved.notConnected':
    ':electric_plug: مساحة عمل Slack هذه غير مرتبطة بنظام الشكاوى بعد. يمكن للمسؤول ربطها من تبويب Home الخاص بـ casebot في Slack، أو بالأمر:\n\u200F{command}',
  'unserved.uninstalled':
    ':electric_plug: أُزيل casebot من مساحة عمل Slack هذه، فلم يعد يرد على أحد هنا. يمكن للمسؤول إضافته إلى Slack من جديد.',
  'unserved.notLinked':
    ':bust_in_silhouette: حسابك في Slack غير مرتبط بمستخدم في نظام الشكاوى بعد، لذا لا يستطيع casebot أن يعرض لك الشكاوى. افتح تبويب Home الخاص بـ casebot (ضمن التطبيقات) واضغط على *طلب الوصول*: يُبلغ casebot المسؤولين ويجيبك فور أن يربطك أحدهم.',
  'unserved.notLinkedAdmin':
    ':bust_in_silhouette: حسابك في Slack غير مربوط بعد بمستخدم في نظام الشكاوى، لذا لا يستطيع casebot أن يعرض عليك شكاوى. بصفتك مسؤولًا يمكنك ربط نفسك: افتح تبويب Home في casebot (ضمن Apps) واضغط *اربط حسابي*.',
  'unserved.notLinkedRequested':
    ':hourglass_flowing_sand: طلبتَ الوصول إلى نظام الشكاوى، ولم يربطك أي مسؤول بعد. يجيبك casebot فور أن يتم ذلك (طلبك ظاهر في تبويب Home الخاص بـ casebot).',
  'unserved.credentials':
    ':lock: لا يستطيع casebot قراءة بيانات الدخول إلى نظام الشكاوى الخاصة بمساحة العمل هذه. اطلب من المسؤول إعادة إدخال رمز API بالأمر {command}. المرجع: `{ref}`',
  'unserved.noBaseUrl': 'لا يعرف casebot عنوان نظام الشكاوى الخاص بمساحة العمل هذه. اطلب من المسؤول تشغيل {command}.',
  'unserved.membershipUnknown':
    ':hourglass_flowing_sand: لم يُخبرنا Slack الآن إن كنت من أعضاء مساحة العمل هذه، لذا لا يستطيع casebot الرد باسم المستخدم الافتراضي. حاول مرة أخرى بعد قليل. المرجع: `{ref}`',
  'error.refused': ':x: ردّ نظام الشكاوى: «{description}» (الخطأ {code}). المرجع: `{ref}`',
  'error.refusedNoDescription': ':x: رفض نظام الشكاوى الطلب دون توضيح (الخطأ {code}). المرجع: `{ref}`',
  'error.timeout':
    ':warning: لم يردّ نظام الشكاوى في الوقت المحدد. حاول مرة أخرى بعد دقيقة؛ وإن تكرر ذلك فأعطِ المسؤول المرجع `{ref}`.',
  'error.unreachable':
    ':warning: تعذّر الوصول إلى نظام الشكاوى. حاول مرة أخرى بعد دقيقة؛ وإن تكرر ذلك فأعطِ المسؤول المرجع `{ref}`.',
  'error.garbled':
    ':warning: أرسل نظام الشكاوى ردًّا غير صالح. حاول مرة أخرى بعد دقيقة؛ وإن تكرر ذلك فأعطِ المسؤول المرجع `{ref}`.',
  'error.addressRefused':
    ':no_entry: لا يُسمح لـ casebot بالاتصال بنظام الشكاوى الخاص بمساحة العمل هذه على العنوان المضبوط (http عادي، أو عنوان في شبكة خاصة)، لذا لم يُرسل شيء. يمكن للمسؤول التحقق من عنوان URL الأساسي ضمن *تعديل الاتصال* في تبويب Home الخاص بـ casebot. المرجع: `{ref}`',
  'error.store':
    ':warning: لا يستطيع casebot الوصول إلى قاعدة بياناته الآن. لم يتغير شيء؛ حاول مرة أخرى بعد دقيقة. وإن تكرر ذلك فأعطِ المسؤول المرجع `{ref}`.',
  'error.internal': ':warning: حدث خطأ في casebot. حاول مرة أخرى؛ وإن تكرر ذلك فأعطِ المسؤول المرجع `{ref}`.',
  'error.staleButton': 'لم يعد هذا الزر صالحًا (فهو من رسالة أقدم أو من مساحة عمل أخرى). شغّل الأمر من جديد.',
  'error.shareFailed': ':warning: تعذّرت مشاركة الشكوى في هذه القناة. المرجع: `{ref}`',
  'share.confirmShared':
    ':warning: هذه القناة مشتركة مع مؤسسة أخرى: سيرى كل من فيها، ومنهم أشخاص من الخارج، الشكوى رقم {caseNumber} (موضوعها وعميلها وآخر ملاحظة). هل تريد مشاركتها على أي حال؟',
  'share.confirmUnknown':
    ':warning: لم يُخبرنا Slack إن كانت هذه القناة مشتركة مع مؤسسة أخرى. إن كانت كذلك فسيرى أشخاص من الخارج الشكوى رقم {caseNumber} (موضوعها وعميلها وآخر ملاحظة). هل تريد مشاركتها على أي حال؟',
  'share.cancelled': 'لم تتم المشاركة: تبقى الشكوى رقم {caseNumber} ظاهرة لك وحدك.',
  'button.shareAnyway': 'مشاركة على أي حال',
  'button.dontShare': 'عدم المشاركة',
  'error.notesUnavailable': ':warning: تعذّر فتح الملاحظات (أغلق Slack النافذة). اضغط *كل الملاحظات* مرة أخرى.',
  'card.title': 'الشكوى رقم {caseNumber} · {subject}',
  'card.fallback': 'الشكوى رقم {caseNumber}: {subject} ({status})',
  'card.noSubject': '(بلا موضوع)',
  'card.status': 'الحالة',
  'card.priority': 'الأولوية',
  'card.customer': 'العميل',
  'card.created': 'تاريخ الإنشاء',
  'card.createdBy': 'أنشأها',
  'card.lastUpdated': 'آخر تحديث',
  'card.lastUpdatedBy': '{date} بواسطة {name}',
  'card.email': 'البريد الإلكتروني',
  'card.mobile': 'الجوال',
  'card.counts':
    '{notes, plural, zero {لا ملاحظات} one {ملاحظة واحدة} two {ملاحظتان} few {# ملاحظات} many {# ملاحظة} other {# ملاحظة}} · {files, plural, zero {لا مرفقات} one {مرفق واحد} two {مرفقان} few {# مرفقات} many {# مرفقًا} other {# مرفق}}',
  'card.notes': 'الملاحظات',
  'card.latestNotes': 'أحدث الملاحظات',
  'card.noNotes': 'لا توجد ملاحظات بعد.',
  'card.emptyNote': '(ملاحظة فارغة)',
  'card.unknownAuthor': 'غير معروف',
  'card.earlierNotes':
    '{count, plural, zero {لا ملاحظات أقدم} one {ملاحظة واحدة أقدم} two {ملاحظتان أقدم} few {# ملاحظات أقدم} many {# ملاحظة أقدم} other {# ملاحظة أقدم}} · زر *كل الملاحظات* يعرضها جميعًا',
  'card.latestNote': 'آخر ملاحظة',
  'card.ofTotal': 'من {count}',
  'card.attachments': 'المرفقات',
  'card.unnamedFile': '(ملف بلا اسم)',
  'card.moreFiles':
    '…و{count, plural, zero {لا ملفات أخرى} one {ملف آخر} two {ملفان آخران} few {# ملفات أخرى} many {# ملفًا آخر} other {# ملف آخر}}',
  'card.attachmentsHint': 'المرفقات مدرجة بأسمائها؛ افتحها في نظام الشكاوى.',
  'card.sharedBy': 'شارك {user} شكوى',
  'card.live': 'يُبقي casebot هذه البطاقة محدّثة',
  'card.liveUpdated': 'يُبقي casebot هذه البطاقة محدّثة · آخر تحديث: {date}',
  'card.notLive':
    'لا تُحدَّث هذه البطاقة: casebot ليس في هذه القناة. لتغيير ذلك، اكتب `/invite @casebot` هنا ثم شارك الشكوى من جديد.',
  'card.stopUpdating': 'إيقاف التحديث',
  'card.caseChannel': 'قناة الشكوى: {channel}',
  'card.caseChannelLabel': 'قناة الشكوى',
  'live.replyFallback': 'تغيرت الشكوى رقم {caseNumber}',
  'live.ended.stopped': 'لم تعد هذه البطاقة تُحدَّث: أوقف {user} تحديثها.',
  'live.ended.unlinked': 'لم تعد هذه البطاقة تُحدَّث: الشخص الذي شاركها لم يعد مربوطًا بنظام الشكاوى.',
  'live.ended.left_workspace': 'لم تعد هذه البطاقة تُحدَّث: غادر الشخص الذي شاركها مساحة العمل.',
  'live.ended.closed': 'لم تعد هذه البطاقة تُحدَّث: الشكوى مغلقة منذ 7 أيام.',
  'live.ended.quiet': 'لم تعد هذه البطاقة تُحدَّث: لم تتغير الشكوى منذ 90 يومًا.',
  'live.ended.turned_off': 'لم تعد هذه البطاقة تُحدَّث: أوقف المسؤول تحديث الشكاوى المشاركة.',
  'live.ended.cap_channel': 'لم تعد هذه البطاقة تُحدَّث: تُحدَّث في هذه القناة {max} شكوى على الأكثر، وتتوقف أقدمها أولًا.',
  'live.ended.cap_workspace':
    'لم تعد هذه البطاقة تُحدَّث: تُحدَّث في مساحة العمل هذه {max} شكوى على الأكثر، وتتوقف أقدمها أولًا.',
  'live.ended.superseded': 'لم تعد هذه البطاقة تُحدَّث: شوركت هذه الشكوى هنا مرة أخرى في الأسفل.',
  'live.ended.refused': 'لم تعد هذه البطاقة تُحدَّث: لم يعد نظام الشكاوى يعرض هذه الشكوى للشخص الذي شاركها.',
  'live.ended.disconnected': 'لم تعد هذه البطاقة تُحدَّث: لم تعد مساحة العمل هذه متصلة بنظام الشكاوى.',
  'live.stopNotMember': 'لا يمكن إيقاف تحديث هذه البطاقة إلا للأشخاص من مساحة العمل التي شاركتها.',
  'live.endedSharedChannel':
    '{cases} في {channel}: أصبحت هذه القناة مشتركة مع مؤسسة أخرى، لذا لم يعد casebot يحدّث تلك البطاقات (كانت تحديثاته ستُظهر ملاحظات داخلية لأشخاص من الخارج). يمكن للمسؤول السماح بهذه القنوات في تبويب Home الخاص بـ casebot (تعديل الاتصال).',
  'live.endedChannelGone':
    '{cases} في {channel}: لم يعد casebot في تلك القناة (أُزيل منها، أو أُرشفت القناة أو حُذفت)، لذا لم يعد يحدّث تلك البطاقات.',
  'aging.ended.unlinked':
    'كانت تنبيهات الشكاوى الراكدة في {channel} تُقرأ من نظام الشكاوى باسمك، ولم يعد حسابك مرتبطًا به، لذا توقفت. يمكن للمسؤول تشغيلها من جديد من تبويب Home في casebot باسم شخص آخر.',
  'aging.ended.disconnected': 'توقفت تنبيهات الشكاوى الراكدة في {channel}: لم تعد مساحة العمل هذه متصلة بنظام الشكاوى.',
  'aging.ended.shared_channel':
    'أصبحت القناة {channel} مشتركة مع مؤسسة أخرى، لذا أوقف casebot تنبيهات الشكاوى الراكدة فيها (كانت ستُظهر شكاوى داخلية لأشخاص من الخارج). يمكن للمسؤول اختيار قناة أخرى من تبويب Home في casebot.',
  'aging.ended.cannot_post':
    'لم يعد بإمكان casebot نشر تنبيهات الشكاوى الراكدة في {channel} (أُزيل منها، أو أُرشفت القناة أو حُذفت)، لذا توقفت. يمكن للمسؤول اختيار قناة أخرى من تبويب Home في casebot.',
  'live.stopped': 'لم تعد بطاقة الشكوى رقم {caseNumber} هنا تُحدَّث.',
  'live.notLive': 'لم تعد هذه البطاقة تُحدَّث.',
  'channel.title': 'فتح قناة',
  'channel.submit': 'إنشاء',
  'channel.intro':
    'قناة خاصة بالشكوى رقم {caseNumber}: تُثبَّت بطاقتها فيها وتبقى محدّثة، وتصل كل ملاحظة جديدة في سلسلة ردود البطاقة.',
  'channel.introNotLive':
    'قناة خاصة بالشكوى رقم {caseNumber}: تُثبَّت بطاقتها فيها. (أوقف أحد المسؤولين تحديث البطاقات، فلن تتغير البطاقة من تلقاء نفسها.)',
  'channel.name': 'اسم القناة',
  'channel.nameHint': 'أحرف صغيرة وأرقام وشرطات؛ 80 حرفًا على الأكثر.',
  'channel.nameInvalid': 'استخدم أحرفًا صغيرة وأرقامًا وشرطات فقط، 80 حرفًا على الأكثر.',
  'channel.nameTaken':
    'يقول Slack إن الاسم *{name}* والأسماء المرقّمة بعده مستخدمة. اختر اسمًا آخر: نقترح أدناه *{suggestion}*.',
  'channel.nameRefused': 'لم يقبل Slack هذا الاسم. اختر اسمًا آخر.',
  'channel.privacy': 'من يستطيع العثور عليها',
  'channel.public': 'عامة: أي شخص في مساحة العمل',
  'channel.private': 'خاصة: المدعوون فقط',
  'channel.invite': 'دعوة',
  'channel.inviteHint': 'يُضاف حسابك إليها دائمًا.',
  'channel.made':
    ':white_check_mark: {channel} جاهزة. بطاقة الشكوى رقم {caseNumber} مثبّتة فيها وتبقى محدّثة؛ وتصل كل ملاحظة جديدة في سلسلة ردودها.',
  'channel.madeSnapshot':
    ':white_check_mark: {channel} جاهزة، وبطاقة الشكوى رقم {caseNumber} مثبّتة فيها. لا تُحدَّث البطاقة: أوقف المسؤول ذلك في مساحة العمل هذه.',
  'channel.notInvited': 'تعذّرت دعوة هؤلاء: {users}. ادعُهم من داخل القناة.',
  'channel.notPinned': 'تعذّر تثبيت البطاقة؛ ثبّتها من قائمتها إن أردت.',
  'channel.cardFailed':
    ':warning: أُنشئت {channel} وأنت فيها، لكن تعذّر نشر بطاقة الشكوى فيها. اكتب `/case {caseNumber}` هناك وشاركها. المرجع: `{ref}`',
  'channel.restricted':
    'لا تسمح مساحة العمل هذه للتطبيقات بإنشاء قنوات. يمكن لمسؤول مساحة العمل السماح بذلك؛ أو أنشئ قناة بنفسك، واكتب فيها `/invite @casebot` ثم شارك الشكوى فيها.',
  'channel.failed':
    ':warning: تعذّر على casebot إنشاء القناة، ولم يُترك شيء ناقص. حاول مرة أخرى بعد قليل. المرجع: `{ref}`',
  'channel.tooManyPerson':
    'لديك {max, plural, zero {# قناة شكوى مفتوحة} one {قناة شكوى واحدة مفتوحة} two {قناتا شكوى مفتوحتان} few {# قنوات شكاوى مفتوحة} many {# قناة شكوى مفتوحة} other {# قناة شكوى مفتوحة}}، وهو الحد الأقصى للشخص الواحد: أرشِف قناة لم تعد تحتاجها، ثم افتح هذه.',
  'channel.tooManyWorkspace':
    'في مساحة العمل هذه {max, plural, zero {# قناة شكوى مفتوحة} one {قناة شكوى واحدة مفتوحة} two {قناتا شكوى مفتوحتان} few {# قنوات شكاوى مفتوحة} many {# قناة شكوى مفتوحة} other {# قناة شكوى مفتوحة}}، وهو الحد الأقصى: اطلب من مسؤول أرشفة بعضها أو رفع CASEBOT_CASE_CHANNELS_PER_WORKSPACE.',
  'channel.tooFast':
    'فتحت {max, plural, zero {# قناة شكوى} one {قناة شكوى واحدة} two {قناتَي شكوى} few {# قنوات شكاوى} many {# قناة شكوى} other {# قناة شكوى}} خلال الدقيقة الأخيرة: انتظر دقيقة، ثم افتح هذه.',
  'channel.exists': 'للشكوى رقم {caseNumber} قناة بالفعل: {channel}',
  'channel.making': 'تُنشأ الآن قناة للشكوى رقم {caseNumber}؛ ستظهر بعد لحظات.',
  'channel.inProgress': 'جارٍ إنشاء القناة…',
  'channel.modalExpired': 'تعذّر فتح النموذج في الوقت المناسب. اضغط الزر مرة أخرى.',
  'channel.closed': ':white_circle: أُغلقت الشكوى رقم {caseNumber}. عند انتهاء العمل في هذه القناة، أرشِفها.',
  'channel.archiveTitle': 'أرشفة هذه القناة؟',
  'channel.archiveConfirm':
    'ستختفي من الشريط الجانبي لكل أعضائها، ويمكن إلغاء أرشفتها من إعدادات القناة. لن تُحدَّث الشكوى رقم {caseNumber} هنا بعد الآن.',
  'channel.archivedBy': 'أرشف {user} هذه القناة.',
  'channel.closedWeek':
    'الشكوى رقم {caseNumber} مغلقة منذ 7 أيام وهذه القناة ما زالت مفتوحة. أرشِفها عند انتهاء العمل فيها.',
  'button.archiveChannel': 'أرشفة القناة',
  'channel.archiveFailed': 'تعذّر على casebot أرشفة هذه القناة. يستطيع من يدير القنوات أرشفتها من إعدادات القناة.',
  'channel.archiveNotCaseChannel': 'لم يعد هذا الزر يشير إلى قناة هذه الشكوى نفسها: لم تتم أرشفة أي شيء.',
  'channel.archiveNotMember': 'لا يستطيع أرشفة هذه القناة إلا أعضاؤها.',
  'card.sharedIn': ':white_check_mark: شارك {user} هذه الشكوى في {channel} · {date}',
  'card.theChannel': 'القناة',
  'card.caseType': 'شكوى',
  'unfurl.hint':
    ':link: يستطيع casebot عرض روابط الشكاوى كبطاقات بعد ربط حسابك في Slack بمستخدم في نظام الشكاوى: افتح تبويب Home الخاص بـ casebot (ضمن التطبيقات) واضغط على *طلب الوصول*.',
  'shortcut.none': 'لا تحتوي هذه الرسالة على رقم شكوى (#1234، شكوى 1234) ولا على رابط شكوى.',
  'lookup.title': 'الشكاوى المذكورة في تلك الرسالة',
  'lookup.more': 'تذكر {count} أخرى ({numbers}): يفتح ‏`/case {placeholder}` أيًّا منها.',
  'lookup.notCaseLinks': 'هذه الروابط ليست شكاوى في مساحة العمل هذه (روابط شكاواها تشبه {template}): {links}',
  'lookup.noTemplate':
    'ليس لمساحة العمل هذه قالب لروابط الشكاوى، لذا لا يستطيع casebot قراءة روابطها: {links}. يضبطه المسؤول في تبويب Home الخاص بـ casebot.',
  'lookup.notFound': 'غير موجودة أو لا يمكنك رؤيتها: {numbers}',
  'button.shareShort': 'مشاركة',
  'find.title': 'البحث عن شكوى',
  'find.submit': 'عرض',
  'find.case': 'الشكوى',
  'find.placeholder': 'اكتب رقمًا أو كلمات من الموضوع',
  'find.where': 'اعرضها لي في',
  'find.required': 'اختر شكوى أولًا: اكتب رقمًا أو كلمات من موضوعها، ثم اختر واحدة منها.',
  'card.unknownDate': 'غير معروف',
  'button.share': 'مشاركة في القناة',
  'button.allNotes': 'كل الملاحظات',
  'button.openInService': 'فتح في نظام الشكاوى',
  'button.dismiss': 'إخفاء',
  'button.details': 'عرض التفاصيل',
  'button.view': 'عرض',
  'list.matching': 'الشكاوى المطابقة لـ«{text}»',
  'list.everyWordTitle': 'الشكاوى التي تحوي كل كلمة من «{text}»',
  'mine.found':
    '*شكاواك* (بصفتك {user}): {count, plural, zero {لا شكاوى} one {شكوى واحدة} two {شكويان} few {# شكاوى} many {# شكوى} other {# شكوى}} من بين أحدث الشكاوى ({first}–{last} بدءًا من الأحدث)، المفتوحة أولًا.',
  'mine.none': ':mag: لا تخصك أي شكوى من أحدث الشكاوى ({first}–{last} بدءًا من الأحدث) (بصفتك {user}).',
  'mine.looked':
    'لا يستطيع نظام الشكاوى سرد شكاوى شخص بعينه، لذا يطّلع casebot على أحدث الشكاوى: تظهر الأقدم إذا واصلت البحث.',
  'mine.lookedAll': 'اطّلع casebot على قائمة نظام الشكاوى حتى نهايتها.',
  'mine.shown': '{single, select, yes {المعروض: {first} من {count}.} other {المعروض: {first}–{last} من {count}.}}',
  'mine.further': 'واصل البحث',
  'mine.notLinked':
    ':bust_in_silhouette: يعمل casebot لك باسم المستخدم الافتراضي لمساحة العمل، لذا لا يستطيع معرفة الشكاوى التي تخصك. اطلب من المسؤول ربطك بمستخدمك الخاص في نظام الشكاوى.',
  'list.recent': 'أحدث الشكاوى',
  'list.updated': 'آخر تحديث: {date}',
  'list.submitted': 'قُدِّمت: {date}',
  'list.range': '{first}–{last}',
  'list.rangeMore': '{first}–{last}، والمزيد في الصفحة التالية',
  'list.next': 'التالي ◀',
  'list.prev': '▶ السابق',
  'list.footer': 'الصفحة {page} · {size} في كل صفحة · `/case {placeholder}` يفتح شكوى',
  'list.noMatch': 'لا توجد شكاوى مطابقة لـ«{text}». جرّب كلمات أقل أو مختلفة، أو رقم شكوى.',
  'list.everyWord':
    'لا شيء يطابق «{text}» كما كُتب، لذا بحث casebot عن الشكاوى التي يحوي موضوعها كل كلمة بأي ترتيب: {count, plural, zero {لا شكوى} one {شكوى واحدة} two {شكويان} few {# شكاوى} many {# شكوى} other {# شكوى}} من بين أحدث {window} شكوى فيها «{word}».',
  'list.empty': 'لا توجد شكاوى لعرضها بعد.',
  'table.show': 'جدول',
  'table.list': 'قائمة',
  'table.next': 'المئة التالية ◀',
  'table.prev': '▶ المئة السابقة',
  'table.number': 'الشكوى',
  'table.subject': 'الموضوع',
  'table.updated': 'آخر تحديث ({zone})',
  'table.dropped': '{count} أخرى لم يتّسع لها الجدول: تعرضها القائمة',
  'table.footer': 'رتّب حسب أي عمود · ‏`/case {placeholder}` يفتح شكوى',
  'modal.title': 'الملاحظات',
  'modal.titleCase': 'الملاحظات · رقم {caseNumber}',
  'modal.close': 'إغلاق',
  'modal.loading': ':hourglass_flowing_sand: جارٍ تحميل ملاحظات الشكوى رقم {caseNumber}…',
  'modal.range': 'الملاحظات {first}–{last} من {total}، الأحدث أولًا',
  'modal.noNotes': 'لا توجد ملاحظات بعد.',
  'modal.newer': '▶ الأحدث',
  'modal.older': 'الأقدم ◀',
  'modal.noteGoesOn': '_لهذه الملاحظة بقية؛ نصها الكامل في نظام الشكاوى._',

  // الصفحة الرئيسية للتطبيق (App Home)، للجميع.
  'home.title': '\u200Fcasebot',
  'home.intro':
    'اطّلع على الشكاوى من نظام الشكاوى مباشرةً في Slack. اكتب `/case 1234` أو `/cases طابعة`، أو الصق رابط شكوى.',
  'home.linked': ':white_check_mark: حسابك مرتبط بنظام الشكاوى باسم المستخدم *{userName}*.',
  'home.linkedDefault':
    ':white_check_mark: تستخدم *{userName}*، وهو المستخدم المشترك لمساحة العمل هذه في نظام الشكاوى. يمكن للمسؤول ربطك بمستخدم خاص بك.',
  'home.notLinked':
    ':bust_in_silhouette: حسابك في Slack غير مرتبط بمستخدم في نظام الشكاوى بعد، لذا لا يستطيع casebot أن يعرض لك الشكاوى.',
  'home.requestAccess': 'طلب الوصول',
  'home.notLinkedAdmin':
    'بصفتك مسؤولًا يمكنك تغيير إعدادات casebot أدناه. لتبحث عن الشكاوى بنفسك، اربط حسابك في Slack بمستخدم في نظام الشكاوى.',
  'home.linkSelf': 'اربط حسابي',
  'home.notConnectedAdmin':
    ':electric_plug: مساحة العمل هذه غير متصلة بنظام الشكاوى بعد. بصفتك مسؤولًا يمكنك ربطها: اضغط *{connect}* أدناه.',
  'home.requested': ':hourglass_flowing_sand: طلبت الوصول ({date}). سيربطك أحد المسؤولين.',
  'home.noAdmins':
    'لا يُعرف بعد أي مسؤول لـ casebot هنا: اطلب من أحد مسؤولي Slack في مساحة العمل هذه أن يفتح تبويب Home في casebot، وسيجد طلبك هناك.',
  'home.notConnected':
    ':electric_plug: مساحة العمل هذه غير مرتبطة بنظام الشكاوى بعد. يمكن لأحد مسؤولي Slack ربطها من تبويب Home هذا.',
  'home.language': 'يخاطبك casebot باللغة *{language}*، وهي لغة Slack لديك.',
  'home.recent': 'الشكاوى التي فتحتها مؤخرًا',
  'home.mine': 'شكاواي',
  'home.mineNotRead': 'يقرأ casebot شكاواك من نظام الشكاوى عند فتح هذه الصفحة؛ لم تُقرأ الآن.',
  'home.mineShow': 'اعرض شكاواي',
  'home.mineSummary':
    'من بين أحدث {last} شكوى، بصفة {user}: مفتوحة {open} · مغلقة {closed} · راكدة {overdue}. قُرئت {date}.',
  'home.mineChart': 'شكاواي المفتوحة حسب الحالة',
  'home.mineMore': 'يعرضها كلها `/cases mine` ويبحث أبعد في الماضي.',
  'home.mineRefresh': 'تحديث',
  'home.agingDmOff':
    ':hourglass_flowing_sand: تذهب تنبيهات الشكاوى الراكدة من شكاواك إلى {channel}. يمكنك تلقي تنبيهاتك برسالة مباشرة أيضًا.',
  'home.agingDmOn':
    ':hourglass_flowing_sand: تذهب تنبيهات الشكاوى الراكدة من شكاواك إلى {channel} وإليك برسالة مباشرة.',
  'home.agingDmStart': 'برسالة مباشرة أيضًا',
  'home.agingDmStop': 'أوقف الرسائل المباشرة',
  'home.agingDmSaved':
    'من الآن، تصلك كل شكوى من شكاواك تصبح راكدة برسالة مباشرة أيضًا عند حدوث ذلك (أما الراكدة الآن فلا تُرسل من جديد: فهي مُعلَّمة تحت *شكاواي* أدناه وفي `/cases mine`).',
  'home.agingDmStopped': 'لا مزيد من الرسائل المباشرة عن شكاواك الراكدة: تبقى التنبيهات في {channel}.',
  'home.noRecent': 'تظهر هنا الشكاوى التي تفتحها بالأمر `/case` أو `/cases` أو عبر أحد الاختصارات.',
  'home.opened': 'فُتحت {date}',

  // الصفحة الرئيسية للتطبيق، للمسؤولين.
  'admin.header': 'الاتصال بنظام الشكاوى',
  'admin.why': 'لا يرى هذا الجزء إلا مسؤولو مساحة العمل في Slack ومالكوها ومسؤولو casebot.',
  'admin.workflows': 'مسارات العمل التي لا يشغّلها أحد',
  'admin.workflowsToo': '_وأيضًا لمسارات العمل التي لا يشغّلها أحد_',
  'settings.workflowsOption':
    'يمكن لمسارات العمل المجدولة أو التي يطلقها حدث أن تبحث عن الشكاوى بصفة المستخدم الافتراضي (عند الإيقاف: تفشل الخطوة وتذكر السبب)',
  'workflow.noInteractor':
    'تبحث هذه الخطوة عن الشكاوى بصفة الشخص الذي يشغّل مسار العمل، ولم يشغّل أحدٌ هذا المسار (مجدول أو يطلقه حدث). يستطيع المسؤول السماح لمثل هذه المسارات بالعمل بصفة المستخدم الافتراضي من تبويب Home الخاص بـ casebot.',
  'admin.alert.missingScope':
    ':warning: رفض Slack رسالة من casebot: يفتقر التطبيق إلى النطاق `{scope}`. أعد تثبيت casebot من ملف البيان (إعدادات التطبيق ← Install App → Reinstall) لمنحه هذا النطاق.',
  'admin.leftEnded':
    'غادر {user} مساحة العمل، فلم يعد يُقرأ شيء من نظام الشكاوى باسمه، وتوقّف ما كان casebot يرسله إليه وحده: {what}.',
  'watch.counted':
    '{count, plural, zero {لا شكاوى قيد المراقبة} one {شكوى واحدة قيد المراقبة} two {شكويان قيد المراقبة} few {# شكاوى قيد المراقبة} many {# شكوى قيد المراقبة} other {# شكوى قيد المراقبة}}',
  'reminder.counted':
    '{count, plural, zero {لا تذكيرات} one {تذكير واحد بشكاواه} two {تذكيران بشكاواه} few {# تذكيرات بشكاواه} many {# تذكيرًا بشكاواه} other {# تذكير بشكاواه}}',
  'admin.alert.serviceFailing':
    ':warning: فشلت كل الطلبات إلى نظام الشكاوى منذ {date} ({detail}). تتوقف مراقبة الشكاوى ومتابعة عمليات البحث مؤقتًا حتى يستجيب النظام من جديد: تحقّق من عنوان URL الأساسي ورمز API عبر *تعديل الاتصال*.',
  'admin.alert.recentOrder':
    ':warning: منذ {date} لم تعد قائمة الشكاوى الأخيرة في نظام الشكاوى بترتيب *الأحدث تحديثًا أولًا*، لذا يتحقق casebot من كل شكوى متابَعة وكل بطاقة مشارَكة بالدور (أبطأ) حتى تعود كذلك. إن صار النظام يرتبها بطريقة أخرى، فاختر ذلك في *ترتيب قائمة الشكاوى الأخيرة في نظام الشكاوى* أدناه.',
  'admin.alert.tokenRefused':
    ':warning: رفض Slack في {date} تجديد رمز بوت casebot (تدوير الرموز مفعّل): إلى أن يُثبَّت casebot من جديد، لن يستطيع النشر أو الرد هنا بعد انتهاء الرمز الحالي. ثبّته من جديد من صفحة تثبيت casebot ‏(`/slack/install`).',
  'admin.alert.remindersBehind':
    'التذكيرات المستحقة خلال الساعة: {count}، أكثر مما يستطيع casebot قراءته بحد الاستدعاءات في مساحة العمل هذه ({perHour} في الساعة)، لذا سيصل بعضها متأخرًا. ارفع الحد (تعديل الاتصال) أو وزّع أوقاتها.',
  'admin.client': 'اسم العميل (clientName)',
  'admin.token': 'رمز API',
  'admin.baseUrl': 'عنوان URL الأساسي',
  'admin.baseUrlDefault': 'الافتراضي لهذا التثبيت',
  'admin.zone': 'المنطقة الزمنية لنظام الشكاوى',
  'admin.language': 'لغة القنوات',
  'admin.caseUrl': 'قالب روابط الشكاوى',
  'admin.contacts': 'بيانات الاتصال في القنوات',
  'admin.contactsShown': 'ظاهرة',
  'admin.contactsWithheld': 'مخفية',
  'admin.sharedChannels': 'القنوات المشتركة مع مؤسسات أخرى',
  'admin.sharedAllowed': '_تُنشر الشكاوى أيضًا في القنوات المشتركة مع مؤسسات أخرى_',
  'admin.sharedRefused': '_لا شكاوى في القنوات المشتركة مع مؤسسات أخرى_',
  'admin.keepCards': 'الشكاوى المشاركة',
  'admin.keepCardsOn': '_تُحدَّث الشكاوى المشاركة وقنوات الشكاوى_',
  'admin.keepCardsOff': '_لا تُحدَّث الشكاوى المشاركة_',
  'admin.defaultUser': 'المستخدم الافتراضي',
  'admin.pageSize': 'عدد الصفوف في الصفحة',
  'admin.none': 'لا يوجد',
  'admin.edit': 'تعديل الاتصال',
  'admin.connect': 'ربط',
  'admin.users': 'الأشخاص المرتبطون ({count})',
  'admin.noUsers': 'لم يُربط أحد بعد.',
  'admin.linkUser': 'ربط شخص',
  'admin.unlink': 'إلغاء الربط',
  'admin.unlinkTitle': 'إلغاء الربط؟',
  'admin.unlinkConfirm': 'هل تريد إلغاء ربط {user}؟ لن يعرض له casebot أي شكاوى بعد ذلك.',
  'admin.cancel': 'إلغاء',
  'admin.moreUsers':
    '…و{count, plural, zero {لا أشخاص آخرون} one {شخص آخر} two {شخصان آخران} few {# أشخاص آخرون} many {# شخصًا آخر} other {# شخص آخر}}: الأمر `user list` في سطر الأوامر يعرضهم جميعًا.',
  'admin.requests': 'طلبات الوصول',
  'admin.requestRow': 'طلب {user} الوصول · {date}',
  'admin.link': 'ربط…',
  'admin.audit': 'آخر التغييرات',
  'admin.auditRow': '\u200F{date} · {actor} · {what}',
  'audit.workspace.connected': 'ربط مساحة العمل',
  'audit.workspace.updated': 'غيّر {detail}',
  'audit.user.linked': 'ربط {detail}',
  'audit.user.unlinked': 'ألغى ربط {detail}',
  'audit.workspace.removed': 'فصل مساحة العمل',
  'admin.agingOn':
    'تُرسل تنبيهات الشكاوى الراكدة إلى {channel}: {thresholds}، مقروءة بحساب {user}. :hourglass_flowing_sand:',
  'admin.agingOff': 'تنبيهات الشكاوى الراكدة متوقفة. يفعّلها زر «تنبيهات الشكاوى الراكدة…».',
  'button.agingEdit': 'تنبيهات الشكاوى الراكدة…',
  'aging.modalTitle': 'الشكاوى الراكدة',
  'aging.onLabel': 'تنبيهات الشكاوى الراكدة',
  'aging.onOption': 'مفعّلة: انشر في القناة أدناه عندما تبقى شكوى مفتوحة دون تحديث مدة أطول مما تسمح به أولويتها',
  'aging.channelLabel': 'القناة',
  'aging.asLabel': 'القراءة من نظام الشكاوى بصفة',
  'aging.asHint': 'ترى القناة ما يراه هذا الشخص؛ يجب أن يكون مربوطًا.',
  'aging.thresholdsLabel': 'الحدود',
  'aging.thresholdsHint':
    'أزواج أولوية=مدة بالدقائق m أو الساعات h أو الأيام d، مثل critical=4h,high=1d,medium=3d,low=7d',
  'aging.repeatLabel': 'أبلغ مرة أخرى بعد',
  'aging.repeatHint': 'مدة مثل 1d لشكوى تبقى دون تحديث؛ فارغ: مرة واحدة لكل تجاوز',
  'aging.badThresholds': 'اكتب أزواج أولوية=مدة، مثل critical=4h,high=1d.',
  'aging.badRepeat': 'اكتب مدة مثل 90m أو 12h أو 1d، أو اتركه فارغًا.',
  'aging.needChannel': 'اختر القناة التي تذهب إليها التنبيهات.',
  'aging.needLinked': 'هذا الشخص غير مربوط بنظام الشكاوى: اختر شخصًا مربوطًا (ترى القناة ما يراه).',
  'aging.needAs': 'اختر من تُقرأ القائمة بصفته.',
  'aging.saved': 'تذهب تنبيهات الشكاوى الراكدة الآن إلى {channel}: {thresholds}، بصفة {user}.',
  'aging.savedOff': 'تنبيهات الشكاوى الراكدة متوقفة.',
  'audit.aging.off': 'أوقف تنبيهات الشكاوى الراكدة',
  'audit.aging.changed': 'عدّل تنبيهات الشكاوى الراكدة: {detail}',
  'admin.digests': 'الملخصات',
  'admin.noDigests':
    'لا توجد قناة لها ملخص بعد. يمكن لأي شخص إعداد ملخص في قناة بالأمر `/cases digest طابعة أيام العمل 09:00`.',
  'follow.endedByAdmin': 'أوقف مسؤول ({admin}) متابعة {searches} من الصفحة الرئيسية لـ casebot.',
  'follow.endedBy':
    'أوقف {user} متابعة {searches}. تابِعها من جديد بالأمر `/cases follow {search}` هناك إن كانت لا تزال مطلوبة.',
  'admin.follows': 'عمليات المتابعة',
  'admin.noFollows': 'لا تتابع أي قناة بحثًا.',
  'audit.follow.ended': 'أنهى المتابعة {detail}',
  'audit.digest.ended': 'أنهى الملخص {detail}',
  'audit.aging.set': 'فعّل تنبيهات الشكاوى الراكدة: {detail}',
  'audit.admin.added': 'جعل {detail} مسؤولًا في casebot',
  'audit.admin.removed': 'أزال {detail} من مسؤولي casebot',
  'audit.on': 'مفعّل',
  'audit.off': 'معطّل',
  'audit.change': '\u200F{setting}: {from} ← {to}',
  'admin.notAdmin':
    ':lock: لا يستطيع تغيير إعدادات casebot إلا مسؤول مساحة العمل في Slack أو مالكها، أو مسؤول casebot.',
  'request.dm': ':raising_hand: طلب {user} الوصول إلى casebot. يمكنك ربطه من تبويب Home في casebot.',
  'request.linked':
    ':white_check_mark: تم ربطك بنظام الشكاوى باسم المستخدم *{userName}* كما طلبت. جرّب ‎`/case 1234`‎ أو ‎`/cases طابعة`‎، أو افتح تبويب Home الخاص بـ casebot.',

  // نافذة إعدادات الاتصال (العناوين والأزرار: 24 حرفًا كحد أقصى).
  'settings.title': 'نظام الشكاوى',
  'settings.save': 'حفظ',
  'settings.clientHint': 'قيمة clientName التي منحها نظام الشكاوى لهذا الحساب.',
  'settings.tokenKeep': 'اتركه فارغًا للإبقاء على الرمز الحالي ({hint}).',
  'settings.tokenNew': 'قيمة api-token التي منحها نظام الشكاوى لهذا الحساب. لن يظهر منها بعد ذلك إلا آخر أربعة أحرف.',
  'settings.baseUrlHint':
    'العنوان الذي يستجيب عليه نظام الشكاوى، مثل https://cases.acme.example/api. إذا تُرك فارغًا: الافتراضي لهذا التثبيت.',
  'settings.zoneHint': 'المنطقة الزمنية التي يكتب بها نظام الشكاوى تواريخه، مثل Europe/Paris أو America/New_York.',
  'settings.caseUrlHint':
    "اختياري: صفحة الشكوى في نظام الشكاوى، مع '{number}' (رقم الشكوى) أو '{id}' (ComplaintId)، مثل https://cases.acme.example/case/'{number}'.",
  'settings.contactsOption':
    'إظهار البريد الإلكتروني ورقم الجوال الخاصين بالعملاء في البطاقات المُشارَكة في القنوات وفي معاينات الروابط',
  'settings.sharedChannelsOption':
    'السماح لـ casebot بنشر الشكاوى في القنوات المشتركة مع مؤسسات أخرى (Slack Connect): تُظهر المتابعات والبطاقات المشتركة وروابط الشكاوى فيها ملاحظات داخلية لأشخاص من الخارج',
  'settings.keepCardsOption':
    'إبقاء الشكاوى المشاركة محدّثة: يحدّث casebot كل بطاقة ينشرها في قناة عندما تتغير الشكوى، ويضع الملاحظات الجديدة في سلسلة ردودها، ويبقي قنوات الشكاوى محدّثة (ويقرأ الشكوى بصفة الشخص الذي شاركها)',
  'settings.defaultUserHint': 'اختياري: مستخدم نظام الشكاوى للأشخاص غير المرتبطين. إذا تُرك فارغًا: يجب ربط كل شخص.',
  'settings.check': 'اختبار الاتصال',
  'settings.checkOk': ':white_check_mark: قبِل نظام الشكاوى العميل *{client}* باسم المستخدم *{userName}*.',
  'settings.checkNoUser': 'املأ *{checkAs}* ليجد casebot مستخدمًا يُجري الاختبار باسمه.',
  'settings.checkFix': 'صحّح ما يلي أولًا، ثم تحقّق مرة أخرى:',
  'settings.checkAs': 'الاختبار باسم (userName في نظام الشكاوى)',
  'settings.checkAsHint':
    'المستخدم الذي يسأل «اختبار الاتصال» نظامَ الشكاوى باسمه. لا يُحفظ: يُملأ مسبقًا بربط حسابك أو بالمستخدم الافتراضي.',
  'settings.checkRefusedFix':
    'راجع *{client}* و*{token}* أعلاه (يجب أن يكون الرمز لهذا العميل)، و*{checkAs}* (مستخدم يعرفه نظام الشكاوى)، ثم اختبر مرة أخرى.',
  'settings.checkNoAnswer':
    ':warning: لم يتلقَّ casebot إجابة سليمة من نظام الشكاوى على هذا العنوان (لا يمكن الوصول إليه، أو بطيء جدًا، أو ليس نظام الشكاوى). راجع *{baseUrl}* أعلاه، ثم اختبر مرة أخرى. المرجع: `{ref}`',
  'settings.error.refused':
    'رفض نظام الشكاوى هذه الإعدادات: «{description}». راجع اسم العميل ورمز API (و«الاختبار باسم»)، ثم احفظ مرة أخرى.',
  'settings.savedUnchecked':
    ':warning: حُفظت الإعدادات دون تحقق: لم يكن هناك من يُجرى الاختبار باسمه. افتح *{edit}* واملأ *{checkAs}* ثم اضغط *{check}*: مع رمز أو اسم عميل خاطئ سيفشل كل أمر.',
  'settings.error.client': 'أدخل اسم العميل (255 حرفًا كحد أقصى).',
  'settings.error.token': 'أدخل رمز API (4096 حرفًا كحد أقصى).',
  'settings.error.baseUrl': 'أدخل عنوان URL يبدأ بـ http:// أو https:// دون اسم مستخدم أو كلمة مرور.',
  'settings.error.baseUrlQuery': 'لا يجوز أن يحتوي عنوان URL الأساسي على استعلام (?…) أو جزء (#…).',
  'settings.error.baseUrlHttp': 'استخدم عنوانًا يبدأ بـ https://: لا يُسمح بـ http العادي إلا حيث يسمح به مشغّل casebot.',
  'settings.error.baseUrlPrivate':
    'هذا العنوان في شبكة خاصة (الاسترجاع المحلي أو خاصة أو محلية الرابط): لا يتصل به casebot إلا حيث يسمح به مشغّل casebot.',
  'settings.error.baseUrlRequired': 'لا يوجد نظام شكاوى افتراضي لهذا التثبيت: أدخل عنوان URL الخاص به.',
  'settings.error.zone': 'أدخل منطقة زمنية مثل Europe/Paris أو America/New_York.',
  'settings.error.pageSize': 'أدخل عددًا صحيحًا من 1 إلى 20.',
  'settings.error.caseUrl': "أدخل عنوان URL يبدأ بـ http:// أو https:// ويحتوي على '{number}' أو '{id}'.",
  'settings.error.userName': 'أدخل userName (255 حرفًا كحد أقصى).',
  'settings.error.tokenForNewUrl':
    'تغيّر عنوان URL الأساسي: أدخل رمز API مرة أخرى حتى لا يُرسل إلا إلى المكان الذي تقصده.',

  // نافذة ربط شخص.
  'link.title': 'ربط شخص',
  'link.save': 'ربط',
  'link.user': 'مستخدم Slack',
  'link.userName': 'اسم المستخدم (userName) في نظام الشكاوى',
  'link.userNameHint': 'يتصل casebot بنظام الشكاوى باسم هذا المستخدم نيابةً عن هذا الشخص.',
  'link.notConnected': 'اربط مساحة العمل بنظام الشكاوى أولًا.',
  'link.check': 'التحقق',
  'link.uncheckedOption': 'اربط دون التحقق',
  'link.uncheckedHint': 'يحفظ الربط حتى لو كان نظام الشكاوى لا يعرف userName هذا (بعد).',
  'link.refused':
    'رفض نظام الشكاوى ‏{userName}‏: «{description}». تحقّق من الكتابة، أو اختر «اربط دون التحقق» للحفظ على أي حال.',
  'link.notChecked':
    'تعذّر على casebot أن يسأل نظام الشكاوى عن ‏{userName}‏ (لم يُجب إجابة سليمة). حاول مرة أخرى، أو اختر «اربط دون التحقق» للحفظ على أي حال. المرجع: {ref}',

  // Watching cases.
  'usage.watch': '`/case 1234 watch`: رسالة مباشرة عند كل تغيير في الشكوى؛ `/case watching` يعرض الشكاوى التي تراقبها',
  'usage.channel': '`/case 1234 channel`: قناة خاصة بالشكوى، بطاقتها مثبّتة فيها وتبقى محدّثة',
  'watch.started':
    ':eyes: أنت تراقب الشكوى رقم {caseNumber}. سيرسل لك casebot رسالة مباشرة عندما تتغير حالتها أو تُضاف إليها ملاحظة.',
  'watch.already': 'أنت تراقب الشكوى رقم {caseNumber} بالفعل.',
  'watch.tooMany': 'أنت تراقب {max} شكوى، وهو الحد الأقصى للشخص الواحد. أوقف مراقبة إحداها أولًا (`/case watching`).',
  'watch.stopped': 'لم تعد تراقب الشكوى رقم {caseNumber}.',
  'watch.notWatching': 'لم تكن تراقب الشكوى رقم {caseNumber}.',
  'watch.list':
    '{count, plural, zero {لا تراقب أي شكوى:} one {تراقب شكوى واحدة:} two {تراقب شكويين:} few {تراقب # شكاوى:} many {تراقب # شكوى:} other {تراقب # شكوى:}}',
  'watch.none': 'لا تراقب أي شكوى. لمراقبة شكوى استخدم الأمر `/case 1234 watch` أو زر *مراقبة* على بطاقتها.',
  'change.title': 'تغيرت الشكوى رقم {caseNumber} · {subject}',
  'change.status': '*الحالة:* {old} ← {new}',
  'change.newNotes':
    '{count, plural, zero {لا ملاحظات جديدة} one {ملاحظة جديدة واحدة} two {ملاحظتان جديدتان} few {# ملاحظات جديدة} many {# ملاحظة جديدة} other {# ملاحظة جديدة}}',
  'change.moreNotes':
    '…و{count, plural, zero {لا ملاحظات جديدة أخرى} one {ملاحظة جديدة أخرى} two {ملاحظتان جديدتان أخريان} few {# ملاحظات جديدة أخرى} many {# ملاحظة جديدة أخرى} other {# ملاحظة جديدة أخرى}}: اضغط *عرض* لرؤيتها جميعًا.',
  'change.fallback': 'تغيرت الشكوى رقم {caseNumber}: {subject}',
  'watch.endedUnlinked': 'لم يعد حسابك في Slack مربوطًا بنظام الشكاوى، لذا لم تعد تراقب {cases}.',
  'watch.endedDisconnected': 'لم يعد casebot متصلًا بنظام الشكاوى في مساحة العمل هذه، لذا لم تعد تراقب {cases}.',
  'watch.endedRefused': 'لم يعد نظام الشكاوى يسمح لك برؤية الشكوى رقم {caseNumber}، لذا لم تعد تراقبها.',
  'watch.endedRefusedMany': 'لم يعد نظام الشكاوى يسمح لك برؤية {cases}، لذا لم تعد تراقبها.',
  'button.watch': 'مراقبة',
  'button.openChannel': 'فتح قناة',
  'button.unwatch': 'إيقاف المراقبة',

  // Following searches in channels.
  'usage.mine': '`/cases mine`: شكاواك أنت من بين أحدث الشكاوى، المفتوحة أولًا',
  'usage.follow':
    '`/cases follow طابعة`: تُنشر كل شكوى جديدة مطابقة في هذه القناة؛ `/cases following` يعرض ما تتابعه القناة',
  'follow.filters': 'فقط عندما: {filters}.',
  'search.filtersInline': 'يُنشر فقط عندما {filters}',
  'search.filterField': '\u200f{field}: {values}',
  'search.filterNot': 'غير {values}',
  'follow.startedEvents':
    ':satellite_antenna: تتابع هذه القناة الآن «{search}»: يُنشر هنا ما تُبلغ عنه (أدناه) مرة واحدة، كما يراه {user}، دون بيانات الاتصال.',
  'follow.started':
    ':satellite_antenna: تتابع هذه القناة الآن «{search}»: ستُنشر هنا كل شكوى جديدة مطابقة مرة واحدة، كما يراها {user}، دون بيانات الاتصال.',
  'follow.announced':
    ':satellite_antenna: ضبط {user} هذه القناة لمتابعة «{search}»: ينشر casebot هنا كل شكوى جديدة مطابقة. يعرض `/cases following` ما تتابعه.',
  'follow.already': 'تتابع هذه القناة «{search}» بالفعل.',
  'follow.tooMany': 'تتابع هذه القناة {max} عملية بحث، وهو الحد الأقصى. أوقف واحدة أولًا (`/cases following`).',
  'follow.tooManyPerson':
    'أنت تتابع بالفعل {max} عملية بحث في مساحة العمل هذه، وهو الحد الأقصى لكل شخص. أوقف واحدة أولًا (`/cases following` في قناتها).',
  'follow.tooManyWorkspace':
    'تتابع مساحة العمل هذه بالفعل {max} عملية بحث، وهو الحد الأقصى (إذ تتقاسم عمليات البحث الطلبات إلى نظام الشكاوى مع مراقبة الجميع للشكاوى). أوقف واحدة أولًا.',
  'follow.stopped': 'لم تعد هذه القناة تتابع «{search}».',
  'follow.stoppedElsewhere': 'لم تعد {channel} تتابع «{search}».',
  'follow.notFollowing': 'هذه القناة لا تتابع «{search}».',
  'follow.needsText': 'حدد ما تريد متابعته، مثل `/cases follow طابعة`.',
  'follow.list':
    '{count, plural, zero {لا تتابع هذه القناة أي بحث:} one {تتابع هذه القناة بحثًا واحدًا:} two {تتابع هذه القناة بحثين:} few {تتابع هذه القناة # عمليات بحث:} many {تتابع هذه القناة # عملية بحث:} other {تتابع هذه القناة # عملية بحث:}}',
  'follow.none': 'لا تتابع هذه القناة أي بحث. ابدأ بالأمر `/cases follow طابعة`.',
  'follow.row': '«{search}» · أعدّها {user}',
  'follow.yoursElsewhere': 'أعددتَ أيضًا هذه المتابعات في قنوات أخرى (يعمل زر «إيقاف المتابعة» من هنا أيضًا):',
  'follow.rowElsewhere': '«{search}» في {channel}',
  'follow.posted': 'شكوى جديدة للبحث «{search}» · يتابعه هنا {user}',
  'follow.changed': 'تغيّرت شكوى من البحث «{search}» · يتابعه هنا {user}',
  'follow.events': 'يُبلغ عن: {events}.',
  'follow.eventNew': 'الشكاوى الجديدة',
  'follow.eventClosed': 'الشكاوى التي تُغلق',
  'follow.eventStatus': 'تغيّر الحالة',
  'follow.eventNotes': 'الملاحظات الجديدة',
  'search.slipEvents':
    '«{typed}»: يستطيع casebot الإبلاغ عن الشكاوى الجديدة والمغلقة وتغيّر الحالة والملاحظات، مثل `الأحداث:جديدة,مغلقة`. لم يُعدّ شيء.',
  'search.slipEmpty': '«{typed}» يحتاج إلى قيمة، مثل `الأولوية:عالية` أو `الحالة:مفتوحة`. لم يُعدّ شيء.',
  'search.slipUnknown':
    '«{typed}» ليس عامل تصفية يعرفه casebot: هل تقصد `{field}`؟ عوامل التصفية هي `الحالة:` و`الأولوية:` و`العميل:` و`الأحداث:`. لم يُعدّ شيء.',
  'search.filterName.status': 'الحالة',
  'search.filterName.priority': 'الأولوية',
  'search.filterName.customer': 'العميل',
  'search.filterName.events': 'الأحداث',
  'button.lessNoise': 'ضوضاء أقل…',
  'quiet.title': 'ضوضاء أقل',
  'quiet.for': 'ما ينشره casebot دون طلب في {channel}:',
  'quiet.channelLabel': 'القناة',
  'quiet.threadLabel': 'البطاقات المشتركة وقنوات الشكاوى',
  'quiet.threadOption': 'الأخبار في سلسلة البطاقة فقط (لا تُنشر في القناة أيضًا الشكوى التي تُغلق أو يُعاد فتحها)',
  'quiet.batchLabel': 'ما تجده متابعات القناة',
  'quiet.batch0': 'يُنشر فور وصوله',
  'quiet.batch15': 'مجمّعًا، منشور واحد كل 15 دقيقة على الأكثر',
  'quiet.batch60': 'مجمّعًا، منشور واحد كل ساعة على الأكثر',
  'quiet.batch240': 'مجمّعًا، منشور واحد كل 4 ساعات على الأكثر',
  'quiet.summaryThread': 'أخبار البطاقات في سلاسلها فقط',
  'quiet.summaryLoud': 'تُعلَن الشكوى المغلقة في القناة أيضًا، لا في سلسلة بطاقتها فقط',
  'quiet.summaryBatch': 'المتابعات مجمّعة، منشور واحد كل {minutes} دقيقة على الأكثر',
  'quiet.summaryAtOnce': 'ما تجده عمليات المتابعة يُنشر فور وصوله',
  'quiet.saved': 'القناة {channel} الآن: {summary}.',
  'quiet.none': 'كل قناة تتلقى أخبار casebot فور وصولها. «ضوضاء أقل…» يجعل القناة أهدأ.',
  'quiet.row': 'القناة {channel}: {summary} · ضبطها {user}',
  'quiet.more': 'و{count} أخرى.',
  'audit.channel.quiet': 'ضبط «ضوضاء أقل» في {detail}',
  'follow.gathered': 'ما جاء للبحث «{search}» منذ آخر منشور ({count}) · يتابعه هنا {user}',
  'search.everyCase': 'كل الشكاوى',
  'follow.itemNew': 'شكوى جديدة',
  'follow.itemNotes': 'حُدّثت (ملاحظات أو تغييرات جديدة)',
  'follow.itemStatus': 'الحالة: {old} ← {new}',
  'follow.gatheredMore': 'و{count} أخرى.',
  'button.changeFollow': 'تغيير عوامل التصفية',
  'follow.changeTitle': 'تغيير المتابعة',
  'follow.textLabel': 'البحث وعوامل التصفية',
  'follow.textHint':
    'كلمات البحث ثم عوامل التصفية: الحالة:مفتوحة الأولوية:عالية,حرجة العميل:"Acme Retail" -الحالة:مغلقة',
  'follow.eventsLabel': 'أبلغ هذه القناة عن',
  'follow.changeSaved': 'تتابع هذه القناة الآن «{search}». لن تُنشر مرة أخرى الشكاوى التي يعرضها البحث الآن.',
  'follow.ownerOnly':
    'لا يستطيع تغيير هذه المتابعة إلا {user}: فهي تقرأ الشكاوى بصلاحيات هذا الشخص. يمكنك إيقافها أو متابعة بحث خاص بك.',
  'follow.gone': 'توقفت هذه المتابعة: لا شيء لتغييره.',
  'follow.confirmStopTitle': 'إيقاف متابعة هذا البحث؟',
  'follow.confirmStopText': 'أعدّ شخص آخر متابعة {search}؛ ستتوقف للقناة كلها، وسيُبلَّغ ذلك الشخص بأنك أوقفتها.',
  'follow.alreadyStopped': 'توقفت هذه المتابعة من قبل.',
  'follow.eventsNeeded': 'اختر واحدًا على الأقل.',
  'follow.endedUnlinked': 'لم يعد حسابك في Slack مربوطًا بنظام الشكاوى، لذا توقف casebot عن متابعة {searches}.',
  'follow.endedDisconnected': 'لم يعد casebot متصلًا بنظام الشكاوى في مساحة العمل هذه، لذا توقف عن متابعة {searches}.',
  'follow.endedRefused': 'رفض نظام الشكاوى تنفيذ البحث {searches} بحسابك، لذا توقف casebot عن متابعته.',
  'follow.endedCannotPost':
    'لم يعد بإمكان casebot نشر نتائج {searches}: يقول Slack إنه ليس في تلك القناة أو إن القناة لم تعد موجودة. وقد توقّف عن المتابعة هناك؛ ادعُ casebot بالأمر `/invite @casebot` ثم تابع البحث من جديد.',
  'follow.endedSharedChannel':
    '{searches}: أصبحت هذه القناة مشتركة مع مؤسسة أخرى، لذا توقّف casebot عن المتابعة هناك (كانت منشوراته ستُظهر ملاحظات داخلية لأشخاص من الخارج). يمكن للمسؤول السماح بهذه القنوات في تبويب Home الخاص بـ casebot (تعديل الاتصال).',
  'follow.endedSearch': '\u200F«{search}» ({channel})',
  'button.unfollow': 'إيقاف المتابعة',
  // Digests of a search, posted in a channel on a schedule.
  'channel.inviteFirst':
    'لم يُضَف casebot إلى هذه القناة، لذا لم يستطع النشر هنا ولم يُفعَّل شيء بعد. ادعُه باستخدام `/invite @casebot` ثم حاول مجددًا.',
  'channel.sharedNoPosts':
    ':lock: هذه القناة مشتركة مع مؤسسة أخرى، لذا لا ينشر casebot فيها شيئًا من تلقاء نفسه: كانت منشوراته ستُظهر ملاحظات داخلية لأشخاص من الخارج. يمكن للمسؤول السماح بهذه القنوات في تبويب Home الخاص بـ casebot (تعديل الاتصال ← القنوات المشتركة مع مؤسسات أخرى).',
  'channel.reachUnknown':
    ':hourglass_flowing_sand: لم يُخبرنا Slack الآن إن كانت هذه القناة مشتركة مع مؤسسة أخرى، ولا يُفعِّل casebot شيئًا هنا قبل أن يعرف ذلك. حاول مرة أخرى بعد قليل.',
  'usage.remind':
    '`/cases remind`: شكاواك المفتوحة في رسالة مباشرة من الأحد إلى الخميس الساعة 09:00؛ `/cases remind يومي 08:30` في وقت آخر، و`/cases remind مساعدة` للمزيد',
  'usage.digest':
    '`/cases digest طابعة أيام العمل 09:00`: ملخص دوري لبحثٍ في هذه القناة (الشكاوى الجديدة والمحدّثة والمغلقة والراكدة) حسب جدول؛ `/cases digests` يعرض الملخصات',
  'digest.what': 'البحث «{search}»',
  'digest.whatAll': 'أحدث الشكاوى',
  'schedule.dayRange': 'من {from} إلى {to}',
  'schedule.rangeFrom':
    '{day, select, 0 {الأحد} 1 {الاثنين} 2 {الثلاثاء} 3 {الأربعاء} 4 {الخميس} 5 {الجمعة} other {السبت}}',
  'schedule.rangeTo':
    '{day, select, 0 {الأحد} 1 {الاثنين} 2 {الثلاثاء} 3 {الأربعاء} 4 {الخميس} 5 {الجمعة} other {السبت}}',
  'schedule.daysAt': '{days} الساعة {time}',
  'schedule.dailyAt': 'كل يوم الساعة {time}',
  'schedule.weekdaysAt': 'من الاثنين إلى الجمعة الساعة {time}',
  'schedule.weeklyAt':
    'كل يوم {day, select, 0 {أحد} 2 {ثلاثاء} 3 {أربعاء} 4 {خميس} 5 {جمعة} 6 {سبت} other {اثنين}} الساعة {time}',
  'schedule.daily': 'كل يوم',
  'schedule.weekdays': 'من الاثنين إلى الجمعة',
  'schedule.weekly': 'أسبوعيًا',
  'digest.title': 'ملخص *{what}* :newspaper:',
  'digest.readAs': 'يُقرأ من نظام الشكاوى بحساب من أعدّه ({user}) · {schedule}',
  'digest.late': 'أُرسل متأخرًا: كان موعده {date}، لكن casebot لم يكن يعمل حينها. :hourglass:',
  'digest.first': 'الملخص الأول: الشكاوى المفتوحة المطابقة ({open}؛ الراكدة: {overdue}).',
  'digest.since': 'منذ الملخص السابق ({date}): جديدة {new} · محدّثة {changed} · مغلقة {closed} · راكدة {overdue}',
  'digest.nothing': 'لا شكاوى جديدة أو محدّثة أو مغلقة في {what} منذ الملخص السابق ({date}). الراكدة: {overdue}.',
  'digest.why': 'السبب',
  'digest.new': 'جديدة',
  'digest.changed': 'محدّثة',
  'digest.closed': 'مغلقة',
  'common.overdue': 'راكدة',
  'digest.open': 'مفتوحة',
  'digest.notShown': 'غير معروضة: {count}',
  'digest.chartTitle': 'الشكاوى المفتوحة حسب الحالة',
  'chart.otherStatuses': 'حالات أخرى',
  'digest.setUp':
    'ستتلقى {channel} ملخص {what} {schedule}، ويُقرأ بصفتك. الموعد التالي: {next}. اضغط *إرسال الآن* لنشر ملخص فورًا. :newspaper:',
  'digest.announced':
    'أعدّ {user} هنا ملخص {what} {schedule}: الشكاوى الجديدة والمحدّثة والمغلقة والراكدة. يعرض `/cases digests` ملخصات هذه القناة. :newspaper:',
  'schedule.sendNow': 'إرسال الآن',
  'schedule.yourTime': '{date} (بتوقيتك)',
  'common.change': 'تعديل',
  'common.stop': 'إيقاف',
  'digest.sentNow': 'نُشر ملخص {what} في {channel}.',
  'digest.stopped': 'أُوقف ملخص {what} في {channel}.',
  'digest.changedTo': 'أصبح ملخص {what} يصل {schedule}. الموعد التالي: {next}.',
  'digest.already': 'لهذه القناة ملخص {what} بالفعل. يعرض `/cases digests` الملخصات؛ ويمكن لمن أعدّه استخدام *تعديل*.',
  'schedule.badTime': 'لا يستطيع casebot قراءة «{time}» كوقت: اكتبه بنظام 24 ساعة، مثل 09:00 أو 17:30.',
  'schedule.dayName':
    '{day, select, 0 {الأحد} 2 {الثلاثاء} 3 {الأربعاء} 4 {الخميس} 5 {الجمعة} 6 {السبت} other {الاثنين}}',
  'schedule.badWord':
    '«{word}» ليس جدولًا يعرفه casebot: هل تقصد «{meant}»؟ اكتب يومي أو أيام العمل أو أسبوعي (أو يومًا مثل الخميس، أو أيامًا مثل من الأحد إلى الخميس)، ثم وقتًا مثل 09:00.',
  'digest.tooMany':
    'بلغت هذه القناة الحد الأقصى من الملخصات الذي يحتفظ به casebot ({max}). أوقف واحدًا أولًا (`/cases digests`).',
  'digest.tooManyPerson':
    'أعددتَ بالفعل في مساحة العمل هذه الحد الأقصى من الملخصات الذي يحتفظ به casebot للشخص الواحد ({max}). أوقف واحدًا أولًا (`/cases digests` في قناته).',
  'digest.tooManyWorkspace':
    'بلغت مساحة العمل هذه الحد الأقصى من الملخصات الذي يحتفظ به casebot ({max})، إذ تتقاسم الملخصات الطلبات إلى نظام الشكاوى. أوقف واحدًا أولًا.',
  'digest.list': 'ملخصات هذه القناة:',
  'digest.confirmStopTitle': 'إيقاف هذا الملخص؟',
  'digest.confirmStopText': 'أعدّ شخص آخر ملخص {what}؛ سيتوقف للقناة كلها، وسيُبلَّغ ذلك الشخص بأنك أوقفته.',
  'digest.none': 'ليس لهذه القناة أي ملخص. أعدّ واحدًا بالأمر `/cases digest طابعة أيام العمل 09:00`.',
  'digest.row': 'ملخص {what} · {schedule} · التالي {next} · أعدّه {user}',
  'admin.listedGone': 'لم يعد موجودًا: لقد أُوقف بالفعل.',
  'digest.gone': 'لم يعد هذا الملخص موجودًا: فقد أُوقف.',
  'digest.unavailable':
    'لا يستطيع casebot الآن قراءة نظام الشكاوى بحساب من أعدّ الملخص ({user})، لذا لم يُنشر شيء. حاول مرة أخرى بعد قليل.',
  'digest.refusedNow': 'رفض نظام الشكاوى طلب ملخص {what} بحساب من أعدّ الملخص ({user})، لذا لم يُنشر شيء.',
  'digest.notHere': 'هذا الملخص تابع لـ {channel}: استخدم أزراره هناك.',
  'digest.ownerOnly': 'لا يستطيع تعديل هذا الملخص إلا من أعدّه ({user})، لأنه يُقرأ بحساب من أعدّه.',
  'digest.changeTitle': 'تعديل الملخص',
  'common.save': 'حفظ',
  'digest.searchLabel': 'البحث (فارغ: كل أحدث الشكاوى)',
  'schedule.howOften': 'التكرار',
  'schedule.timeLabel': 'في أي ساعة ({zone}، بنظام 24 ساعة)',
  'digest.quietLabel': 'عندما لا يتغير شيء',
  'digest.quietOption': 'عدم نشر أي شيء (وإلا فسطر واحد يذكر ذلك)',
  'digest.refusedOwner':
    'رفض نظام الشكاوى طلب ملخص {what} بحسابك، لذا لم يُنشر في {channel} الملخص الذي كان موعده {date}. سيحاول casebot مجددًا في موعده التالي.',
  'digest.quietMark': 'صامت حين لا يتغير شيء',
  'digest.endedBy':
    'أوقف {user} ملخص {what} في {channel}. أعد إعداده هناك بالأمر `/cases digest` إن كان لا يزال مطلوبًا.',
  'digest.endedByAdmin': 'أنهى مسؤول ({admin}) ملخص {what} في {channel} من تبويب الصفحة الرئيسية في casebot.',
  'digest.endedUnlinked':
    'انتهى ملخص {what}: لم يعد حساب من أعدّه ({user}) مربوطًا بنظام الشكاوى. يستطيع أي شخص مربوط إعداده من جديد بالأمر `/cases digest`.',
  'digest.endedLeft':
    'انتهى ملخص {what}: غادر من أعدّه ({user}) مساحة العمل. يستطيع أي شخص مربوط إعداده من جديد بالأمر `/cases digest`.',
  'follow.endedLeft':
    'توقف casebot عن متابعة {searches} هنا: غادر من أعدّها ({user}) مساحة العمل. يستطيع أي شخص مربوط متابعتها من جديد بالأمر `/cases follow`.',
  'aging.endedLeft':
    'توقفت تنبيهات الشكاوى الراكدة هنا: كانت تُقرأ من نظام الشكاوى باسم {user}، وقد غادر مساحة العمل. يمكن للمسؤول تشغيلها من جديد من تبويب Home في casebot باسم شخص آخر.',
  'aging.summary':
    '*الشكاوى الراكدة: {count}*، مفتوحة ولم تُحدَّث منذ مدة أطول مما تسمح به أولويتها. حسب الأولوية: {byPriority}. :hourglass_flowing_sand:',
  'aging.more': 'يعرض الجدول أكثر 100 شكوى تأخرًا؛ غير المعروضة: {count}.',
  'aging.readAs': 'قُرئت من نظام الشكاوى بحساب {user}.',
  'aging.tableCaption': 'الشكاوى الراكدة، الأكثر تأخرًا أولًا',
  'aging.overdue': 'تجاوز المهلة',
  'aging.dm': 'شكواك #{number} {subject} لم تُحدَّث منذ {date}: تجاوزت حدّها بـ {duration}.',
  'aging.one':
    'الشكوى #{number} {subject} ({priority}) لم تُحدَّث منذ {date}: تجاوزت حدّها بـ {duration}. :hourglass_flowing_sand:',
  'aging.owner': 'المسؤول عنها: {user}.',
  'aging.batch': '*شكاوى راكدة جديدة: {count}* :hourglass_flowing_sand:',
  'aging.owners': 'المسؤولون عنها: {users}',
  'digest.endedCannotPost':
    'لم يعد بإمكان casebot نشر ملخص {what} في {channel}: يقول Slack إنه ليس في تلك القناة أو إن القناة لم تعد موجودة. انتهى الملخص؛ ادعُ casebot بالأمر `/invite @casebot` ثم أعدّه من جديد.',
  'digest.endedSharedChannel':
    'أصبحت القناة {channel} مشتركة مع مؤسسة أخرى، لذا أنهى casebot ملخص {what} هناك (كان سيُظهر شكاوى داخلية لأشخاص من الخارج). يمكن للمسؤول السماح بهذه القنوات من تبويب الصفحة الرئيسية في casebot (تعديل الاتصال).',
  'digest.endedDisconnected':
    'لم يعد casebot متصلًا بنظام الشكاوى في مساحة العمل هذه، لذا انتهى ملخص {what} في {channel}.',

  // Polling settings (App Home).
  'admin.pollInterval': 'فاصل التحقق من الشكاوى المراقَبة (بالثواني)',
  'admin.pollCalls': 'أقصى عدد من الطلبات في الدقيقة إلى نظام الشكاوى',
  'settings.pollHint': 'اتركه فارغًا لاستخدام القيمة الافتراضية في casebot.',
  'settings.error.pollInterval': 'أدخل عددًا صحيحًا من الثواني من 10 إلى 86400، أو اتركه فارغًا.',
  'settings.error.pollCalls': 'أدخل عددًا صحيحًا من 1 إلى 6000، أو اتركه فارغًا.',
  'admin.polling': 'المراقبة',
  'admin.pollingValue':
    'الفاصل: {interval} · {calls, plural, zero {# طلب} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}} في الدقيقة على الأكثر',
  'admin.defaultMark': '(الافتراضي)',
  'admin.defaultValue': '{value} (الافتراضي)',
  'admin.default': 'الافتراضي',
  'mcp.noIdentity': 'لا يعرف casebot من يسأل: لم يرسل Slack أي مستخدم مع هذا الطلب، لذا لم يُبحث عن شيء.',
  'mcp.morePages': 'مزيد من الشكاوى في الصفحة {page}.',
  'search.noTemplate':
    'لا يمكن لـ casebot عرض الشكاوى في بحث Slack حتى يضبط المسؤول قالب الروابط (تبويب Home الخاص بـ casebot ← {edit} ← {field}).',
  'search.filterStatus': 'الحالة',
  'search.filterPriority': 'الأولوية',
  'search.filterMine': 'شكاواي فقط',
  'mcp.noMorePages': 'لا توجد شكاوى أخرى: الصفحة {page} بعد الصفحة الأخيرة.',
  'search.noSearcher': 'لا يعرف casebot من يبحث (لم يرسل Slack سياق المستخدم)، لذا لم يُبحث عن شيء.',
  'search.tooSlow': 'استغرق نظام الشكاوى وقتًا طويلًا للرد على هذا البحث. حاول مرة أخرى بعد دقيقة، أو ابحث بكلمات أقل.',
  'error.whoFixes':
    'إذا تكرر ذلك، يستطيع المسؤول التحقق من اتصال casebot بنظام الشكاوى (اسم العميل ورمز API والعنوان الأساسي): تبويب Home الخاص بـ casebot ← *{edit}* ← *{check}*؛ وكذلك اسم المستخدم (userName) في نظام الشكاوى المرتبط بحسابك.',
  'admin.requestsCli': 'أو من سطر الأوامر: {command}',
  'order.label': 'ترتيب قائمة الشكاوى الأخيرة في نظام الشكاوى',
  'order.updated': 'الأحدث تحديثًا أولًا',
  'order.submitted': 'الأحدث إنشاءً أولًا',
  'order.unknown': 'غير معروف',
  'order.explain':
    'الأحدث تحديثًا أولًا: لا يتحقق casebot إلا من الشكاوى التي تغيّرت، فيعرف المراقبون بالتغيير خلال فترة تحقق واحدة (ما دامت التغييرات تتسع لعدد الطلبات في الدقيقة). الأحدث إنشاءً أولًا، أو غير معروف: يتحقق casebot من كل شكوى مراقبة وكل بطاقة مشتركة بالدور، وهذا أبطأ حين تكثر المراقبة. ما دام الترتيب غير معروف، ينظر casebot في القائمة بين حين وآخر ليعرفه (أدناه).',
  'order.learnt':
    'يرى casebot القائمة مرتبة حسب: {order} ({votes, plural, zero {# قراءة} one {قراءة واحدة} two {قراءتان متتاليتان} few {# قراءات متتالية} many {# قراءةً متتالية} other {# قراءة متتالية}}).',
  'order.learning': 'لم يعرف casebot الترتيب بعد: ما دام غير معروف، ينظر في القائمة بين حين وآخر.',
  'order.saved': 'حُفظ: ترتيب الشكاوى الأخيرة الآن {order}.',
  'order.notRead':
    'لم يقرأ casebot القائمة منذ ضبط هذا الخيار: في جولته التالية يتحقق من أنها بهذا الترتيب، ويُنبّه هنا إن لم تكن كذلك.',
  'order.notReadSubmitted':
    'يعدّ casebot القائمة مرتبة بالأحدث إنشاءً أولًا كما ضُبطت، ويتحقق من كل شكوى متابَعة وكل بطاقة مشارَكة بالدور؛ ولا يقرأ القائمة ليرى ترتيبها.',
  'order.differs':
    'يرى casebot القائمة مرتبة حسب: {seen}، لكن الإعداد هو {set}، لذا يُتحقق من الشكاوى المراقبة واحدة تلو الأخرى. اختر {seen} لتعرف بالتغييرات أسرع.',
  'order.setting': 'ترتيب الشكاوى الأخيرة',
  'agent.which': 'أي شكوى؟ اكتب رقمها (مثلًا `1234`)، أو كلمات من موضوعها للبحث.',
  'agent.help':
    'اكتب لي هنا: رقم شكوى (`1234`) لبطاقتها، أو كلمات من موضوع للبحث (`طابعة`)، أو `شكاواي` لشكاواك، أو `الراكدة` للشكاوى المفتوحة التي تجاوزت مهلتها، أو `مساعدة` لهذه الرسالة.',
  'agent.noAging': 'لا توجد شكوى مفتوحة بين أحدث {count} تجاوزت مهلة أولويتها.',
  'agent.promptsTitle': 'اسأل casebot',
  'agent.prompt.mine': 'شكاواي',
  'agent.prompt.mineAsk': 'شكاواي',
  'agent.prompt.aging': 'الشكاوى الراكدة',
  'agent.prompt.agingAsk': 'الراكدة',
  'agent.prompt.search': 'شكاوى عن «طابعة»',
  'agent.prompt.searchAsk': 'طابعة',
  'channel.canvasExists': 'للقناة لوحة (canvas) بالفعل، لذا لم ينشئ casebot واحدة: تبقى البطاقة المثبتة ملخص الشكوى.',
  'channel.noCanvas':
    'لا توجد لوحات (canvas) في مساحة العمل هذه (بسبب خطتها، أو عطّلها مسؤول): البطاقة المثبتة هي ملخص الشكوى.',
  'channel.canvasScope':
    'لا لوحة: لم يُمنح casebot إذن `canvases:write` (تُبيّن الصفحة الرئيسية لـ casebot للمسؤول كيف يمنحها)؛ البطاقة المثبّتة هي ملخص الشكوى.',
  'channel.canvasFailed': 'لم ينشئ Slack لوحة القناة الآن: البطاقة المثبتة هي ملخص الشكوى.',
  'scopes.header': 'أذونات اختيارية',
  'scopes.why': 'يعمل casebot بدونها. كل إذن يفعّل ميزة، ويطلب Slack من مسؤول الموافقة عليه.',
  'scopes.unknown': 'لم يذكر Slack الآن الأذونات التي يملكها casebot؛ افتح هذه الصفحة مرة أخرى لاحقًا.',
  'scopes.caseChannels': 'قنوات الشكاوى (قناة لكل شكوى، بطاقتها مثبتة، ورابطها في الإشارات المرجعية)',
  'scopes.canvases': 'لوحة (canvas) في كل قناة شكوى (ملخص الشكوى وملاحظاتها)',
  'scopes.liveCards': 'بطاقات تبقى محدّثة في قنوات ليس casebot عضوًا فيها',
  'scopes.granted': ':white_check_mark: {what}: ممنوح',
  'scopes.missing': ':warning: {what}: غير ممنوح ({scopes})',
  'scopes.grant': 'منح الأذونات…',
  'scopes.grantHow': 'يعرض Slack ما يطلبه casebot ويعيد تثبيته بها؛ ولا يتغير شيء آخر.',
  'scopes.grantOauth':
    'لمنحها، افتح صفحة تثبيت casebot: `/slack/install/more` بعد عنوان casebot (اضبط `CASEBOT_PUBLIC_URL` ليظهر زر هنا).',
  'scopes.grantSettings':
    'لمنح ما ينقص: في إعدادات casebot على api.slack.com/apps أضف الأذونات المذكورة أعلاه تحت OAuth & Permissions ← Bot Token Scopes، ثم Reinstall to Workspace.',
  'channel.scope':
    'لا يستطيع casebot إنشاء قنوات هنا: لم يُمنح إذن `{scopes}`. تُبيّن الصفحة الرئيسية لـ casebot للمسؤول كيف يمنحها (الأذونات الاختيارية).',
  'channel.canvasMade': 'تحتوي لوحتها (canvas) على ملخص الشكوى وملاحظاتها، وتبقى محدّثة مع البطاقة.',
  'agent.lead': 'مقروء من نظام الشكاوى باسمك:',
  'reminder.set': 'سيرسل إليك casebot شكاواك المفتوحة في رسالة مباشرة {schedule}{empty}. التالية: {next}.',
  'reminder.evenWhenEmpty': '، حتى حين لا تكون لديك أي شكوى',
  'reminder.none':
    'ليس لديك تذكير بشكاواك. يرسل لك ⁦`/cases remind`⁩ شكاواك المفتوحة في رسالة مباشرة من الأحد إلى الخميس الساعة 09:00؛ و⁦`/cases remind يومي 08:30`⁩ في وقت آخر.',
  'reminder.stopped': 'أُوقف تذكيرك بشكاواك. يعيده ⁦`/cases remind`⁩ من جديد.',
  'reminder.head': ':sunrise: *شكاواك المفتوحة: {count}*',
  'reminder.headOverdue': ':sunrise: *شكاواك المفتوحة: {count}، منها {overdue} راكدة*',
  'reminder.empty': ':sunrise: ليست لديك شكوى مفتوحة بين أحدث {count} شكوى.',
  'reminder.looked': 'من بين أحدث {count} شكوى، مقروءة من نظام الشكاوى باسم *{user}*. الشكاوى الراكدة أولًا.',
  'reminder.more': 'و{count} غيرها.',
  'reminder.all': 'كل شكاواي',
  'reminder.late': 'متأخر: كان موعده {date}، حين لم يكن casebot يعمل.',
  'reminder.ended.unlinked':
    'توقف تذكيرك بشكاواك: لم يعد حسابك مرتبطًا بنظام الشكاوى. حين يربطه المسؤول من جديد، يعيده ⁦`/cases remind`⁩.',
  'reminder.ended.disconnected': 'توقف تذكيرك بشكاواك: لم تعد مساحة العمل هذه متصلة بنظام الشكاوى.',
  'reminder.ended.admin': 'أوقف المسؤول ({admin}) تذكيرك بشكاواك. يعيده ⁦`/cases remind`⁩ من جديد.',
  'reminder.modalTitle': 'تذكير بشكاواي',
  'schedule.dayLabel': 'في أي يوم (إن كان أسبوعيًا)',
  'reminder.emptyLabel': 'حين لا تكون لديك شكوى مفتوحة',
  'reminder.emptyOption': 'أرسله مع ذلك (وإلا فلن يصل شيء)',
  'reminder.homeTitle': 'شكاواي في رسالة مباشرة',
  'reminder.homeOff': 'استلم شكاواك المفتوحة في رسالة مباشرة في بداية يومك، والراكدة أولًا.',
  'reminder.homeOn': 'في رسالة مباشرة {schedule}{empty}. التالية: {next}.',
  'reminder.homeSetUp': 'ذكّرني',
  'reminder.listTitle': 'تذكيرات الأشخاص بشكاواهم',
  'reminder.row': '{user}: {schedule}. التالية: {next}.',
  'audit.reminder.ended': 'أوقف تذكير {detail}',
  'agent.prompt.remind': 'ذكّرني أيام العمل الساعة 9',
  'agent.prompt.remindAsk': 'ذكّرني أيام العمل الساعة 9',
  'reminder.listNone': 'لا أحد يتلقى بعد تذكيرًا بشكاواه.',
  'listing.more': 'و{count} غيرها: يسردها كلها ⁦`{command} list {team}`⁩ في سطر الأوامر.',
  'aging.adminTitle': 'تنبيهات الشكاوى الراكدة',
  'reminder.sentNow': 'أُرسل: شكاواك المفتوحة في رسائلك مع casebot.',
  'reminder.unknown':
    'لم يستطع casebot قراءة «{words}» في تذكير. اكتب مثلًا ⁦`/cases remind أيام العمل 09:00`⁩ أو ⁦`/cases remind أسبوعي الخميس 14:00`⁩ أو ⁦`/cases remind off`⁩.',
  'reminder.help':
    '*تذكيرات بشكاواك*: يرسل إليك casebot شكاواك المفتوحة في رسالة مباشرة، الراكدة أولًا. ⁦`/cases remind`⁩ يعرض تذكيرك (أو يُعدّ واحدًا: أيام العمل الساعة 09:00 بتوقيتك)؛ ⁦`/cases remind يومي 08:30`⁩ أو ⁦`/cases remind أسبوعي الخميس 14:00`⁩ أو ⁦`/cases remind كل صباح`⁩ يغيّره؛ أضف ⁦`حتى لو كانت فارغة`⁩ لتصلك أيضًا في الأيام التي لا شكوى مفتوحة فيها؛ ⁦`/cases remind off`⁩ يوقفه.',
  'reminder.refusedNow': 'رفض نظام الشكاوى سرد الشكاوى لك الآن، لذا لم يُرسل شيء. حاول مرة أخرى لاحقًا.',
  'reminder.unavailable': 'لم يتمكن casebot من الوصول إلى نظام الشكاوى باسمك الآن، لذا لم يُرسل شيء. حاول بعد قليل.',
  'duration.days': '{count, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  'duration.hours':
    '{count, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}}',
  'duration.hoursMinutes': '{hours} س و{minutes} د',
  'duration.minutes':
    '{count, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  'status.name':
    '{group, select, open {مفتوحة} progress {قيد المعالجة} waiting {قيد الانتظار} closed {مغلقة} resolved {محلولة} other {أعيد فتحها}}',
  'priority.name': '{rank, select, 1 {منخفضة} 2 {متوسطة} 3 {عالية} other {عاجلة}}',
  'aging.thresholds': 'تصبح الشكوى راكدة حين لا تُحدَّث منذ: {thresholds}.',
  'aging.cut': 'من بين أحدث {count} شكوى؛ يكمل casebot القراءة في جولاته التالية.',
  'aging.cutAsked': 'من بين أحدث {count} شكوى (لم تُقرأ الأقدم).',
  'install.linkUsed':
    'رابط التثبيت هذا استُخدم من قبل أو مضى عليه أكثر من عشر دقائق. ابدأ من جديد من صفحة تثبيت casebot ‏({path}).',
  'install.failed':
    'تعذّر على casebot إكمال التثبيت: لم يؤكده Slack. ابدأ من جديد من صفحة تثبيت casebot ‏({path})، وإن تكرر ذلك فأخبر من يدير casebot.',
  'discussion.line': 'نوقشت في: {places}',
  'discussion.lineMore':
    'نوقشت في: {places} و{count, plural, zero {لا شيء آخر} one {محادثة أخرى} two {محادثتين أخريين} few {# محادثات أخرى} many {# محادثة أخرى} other {# محادثة أخرى}}',
  'discussion.label': 'نوقشت في',
  'discussion.valueMore':
    '{places} و{count, plural, zero {لا شيء آخر} one {محادثة أخرى} two {محادثتين أخريين} few {# محادثات أخرى} many {# محادثة أخرى} other {# محادثة أخرى}}',
  'discussion.dm': 'رسالة مباشرة',
  'discussion.groupDm': 'رسالة جماعية',
  'discussion.all': 'كل المحادثات',
  'discussion.listIntro': 'المحادثات حول الشكوى {caseNumber} التي يمكنك فتحها، الأحدث أولًا:',
  'discussion.none': 'لا توجد محادثة حول الشكوى {caseNumber} يمكنك فتحها.',
  'discussion.row': '{place} · {date} · ربطها {user}',
  'discussion.linkTitle': 'ربط بشكوى',
  'discussion.linkSubmit': 'ربط',
  'discussion.linkLabel': 'رقم الشكوى أو كلمات من موضوعها',
  'discussion.linkHint': 'ستعرض بطاقة الشكوى هذه الرسالة على أنها نوقشت هنا، لكل من يمكنه فتح هذه المحادثة.',
  'discussion.needsCase': 'اكتب رقم شكوى أو كلمات من موضوعها.',
  'discussion.linked': 'تم الربط: تعرض بطاقة الشكوى {caseNumber} الآن هذه الرسالة على أنها نوقشت في {channel}.',
  'discussion.already': 'هذه الرسالة مرتبطة بالشكوى {caseNumber} من قبل: تعرضها بطاقتها على أنها نوقشت في {channel}.',
  'discussion.notFound': 'لم يُعثر على الشكوى {caseNumber}، أو لا يحق لك رؤيتها: لم يُربط شيء.',
  'discussion.noMatch': 'لا توجد شكوى يحق لك رؤيتها تطابق «{words}»: لم يُربط شيء.',
  'discussion.manyMatch': 'أكثر من شكوى تطابق «{words}» ({numbers}): اربط واحدة برقمها.',
  'discussion.sharedChannel': 'هذه القناة مشتركة مع مؤسسة أخرى: لا يحتفظ casebot بشيء منها، لذا لم يُربط شيء.',
};
