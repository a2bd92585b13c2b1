// Any unhandled promise rejection during a test file fails that file.
const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);

beforeAll(() => {
  process.on('unhandledRejection', record);
});

afterAll(() => {
  process.off('unhandledRejection', record);
  if (unhandled.length > 0) {
    throw new Error(`unhandled promise rejection(s): ${unhandled.map(String).join('; ')}`);
  }
});
