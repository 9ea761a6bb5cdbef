import { afterEach, describe, expect, it, vi } from 'vitest';
import { appEvents, createEventBus } from './index';

const course = { id: 7, name: 'فيزياء' } as never;

describe('event bus', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('delivers a typed payload to the listeners of that event only', () => {
    const bus = createEventBus();
    const purchased = vi.fn();
    const balance = vi.fn();
    bus.on('purchased', purchased);
    bus.on('balanceChanged', balance);
    bus.emit('purchased', { kind: 'course', id: 7, course, balance: 40 });
    expect(purchased).toHaveBeenCalledWith({ kind: 'course', id: 7, course, balance: 40 });
    expect(balance).not.toHaveBeenCalled();
    bus.emit('balanceChanged', { balance: 40 });
    expect(balance).toHaveBeenCalledWith({ balance: 40 });
    // Types: an unknown event or a wrong payload does not compile.
    // @ts-expect-error no such event
    bus.emit('bought', {});
    // @ts-expect-error balance is a number
    bus.emit('balanceChanged', { balance: '40' });
  });

  it('stops calling a listener once it unsubscribed', () => {
    const bus = createEventBus();
    const listener = vi.fn();
    const off = bus.on('balanceChanged', listener);
    expect(bus.count('balanceChanged')).toBe(1);
    off();
    bus.emit('balanceChanged', { balance: 1 });
    expect(listener).not.toHaveBeenCalled();
    expect(bus.count('balanceChanged')).toBe(0);
  });

  it('a listener that throws does not stop the others, and the error is reported', () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const bus = createEventBus();
    const after = vi.fn();
    bus.on('balanceChanged', () => {
      throw new Error('broken owner');
    });
    bus.on('balanceChanged', after);
    bus.emit('balanceChanged', { balance: 5 });
    expect(after).toHaveBeenCalledWith({ balance: 5 });
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken owner' }));
  });

  it('a listener that unsubscribes while an event is delivered does not skip the next one', () => {
    const bus = createEventBus();
    const second = vi.fn();
    const off = bus.on('balanceChanged', () => off());
    bus.on('balanceChanged', second);
    bus.emit('balanceChanged', { balance: 1 });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('the app has one shared bus', () => {
    const listener = vi.fn();
    const off = appEvents.on('purchased', listener);
    appEvents.emit('purchased', { kind: 'course', id: 7, course });
    off();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
