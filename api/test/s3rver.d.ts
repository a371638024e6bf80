// s3rver ships no types: the tests and the drill use its constructor, run() and close() only.
declare module 's3rver';
