// A Response whose whole body casebot's fetch has already read: read as it is, not through a stream.

/** What a Response whose body is in hand holds of it. */
interface InHand {
  content: Buffer;
  used: boolean;
  stream: ReadableStream<Uint8Array> | undefined;
}

const IN_HAND = Symbol('body in hand');

/**
 * A Response whose whole body is already in memory: read as it is (text, JSON, bytes) instead of through
 * a stream made for it, which costs ten times the reading; `body` makes that stream only when asked for.
 * Read once, as any Response's body is. (Its readers are the prototype's, set below: a real Response,
 * with what it reads kept on the side.)
 */
export class BufferedResponse extends Response {
  readonly [IN_HAND]: InHand;

  constructor(content: Buffer, init: ResponseInit) {
    super(null, init);
    this[IN_HAND] = { content, used: false, stream: undefined };
  }
}

/** The content, once: a second read fails as a Response's does, and a stream asked for is spent too. */
function take(response: BufferedResponse): Buffer {
  const held = response[IN_HAND];
  if (held.used || held.stream?.locked) throw new TypeError('Body is unusable: Body has already been read');
  held.used = true;
  void held.stream?.cancel();
  const { content } = held;
  // Read once: the bytes go with their reader (a Response kept by whoever asked holds none of them).
  held.content = EMPTY;
  return content;
}

const EMPTY = Buffer.alloc(0);

function arrayBufferOf(response: BufferedResponse): ArrayBuffer {
  const bytes = take(response);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

Object.defineProperties(BufferedResponse.prototype, {
  body: {
    get(this: BufferedResponse) {
      const held = this[IN_HAND];
      // Pulled only when read (no high-water mark): looking at the body does not spend it.
      held.stream ??= new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (!held.used && held.content.length > 0) controller.enqueue(new Uint8Array(held.content));
            held.used = true;
            held.content = EMPTY;
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      return held.stream;
    },
  },
  bodyUsed: {
    get(this: BufferedResponse) {
      return this[IN_HAND].used || (this[IN_HAND].stream?.locked ?? false);
    },
  },
  text: {
    async value(this: BufferedResponse) {
      return take(this).toString('utf8');
    },
  },
  json: {
    async value(this: BufferedResponse) {
      return JSON.parse(take(this).toString('utf8')) as unknown;
    },
  },
  arrayBuffer: {
    async value(this: BufferedResponse) {
      return arrayBufferOf(this);
    },
  },
  bytes: {
    async value(this: BufferedResponse) {
      return new Uint8Array(arrayBufferOf(this));
    },
  },
  blob: {
    async value(this: BufferedResponse) {
      return new Blob([arrayBufferOf(this)], { type: this.headers.get('content-type') ?? '' });
    },
  },
  clone: {
    value(this: BufferedResponse) {
      const held = this[IN_HAND];
      if (held.used || held.stream?.locked) throw new TypeError('Response.clone: Body has already been consumed.');
      return new BufferedResponse(held.content, {
        status: this.status,
        statusText: this.statusText,
        headers: this.headers,
      });
    },
  },
});

/**
 * How many bytes the body of a Response from this fetch holds, when it was read whole already (an answer
 * sent in chunks, without a length, included); undefined for any other Response.
 */
export function bytesInHand(response: Response): number | undefined {
  return response instanceof BufferedResponse ? response[IN_HAND].content.length : undefined;
}
