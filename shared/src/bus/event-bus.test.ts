import { createEventBus } from './event-bus';

type Events = { 'state:changed': number; 'ping:once': string };

const makeBus = () => createEventBus<Events>({ 'state:changed': true, 'ping:once': false });

test('a late subscriber receives the last value of a replaying event', () => {
  const bus = makeBus();
  bus.emit('state:changed', 1);
  bus.emit('state:changed', 2);
  const seen: number[] = [];
  bus.on('state:changed', (v) => seen.push(v));
  expect(seen).toEqual([2]);
  bus.emit('state:changed', 3);
  expect(seen).toEqual([2, 3]);
});

test('a late subscriber does not receive a past non-replaying event', () => {
  const bus = makeBus();
  bus.emit('ping:once', 'early');
  const seen: string[] = [];
  bus.on('ping:once', (v) => seen.push(v));
  expect(seen).toEqual([]);
  expect(bus.last('ping:once')).toBeUndefined();
  bus.emit('ping:once', 'later');
  expect(seen).toEqual(['later']);
});

test('unsubscribing stops delivery and a failing handler does not stop the others', () => {
  const bus = makeBus();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const seen: number[] = [];
  bus.on('state:changed', () => {
    throw new Error('boom');
  });
  const off = bus.on('state:changed', (v) => seen.push(v));
  bus.emit('state:changed', 1);
  off();
  bus.emit('state:changed', 2);
  expect(seen).toEqual([1]);
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});
