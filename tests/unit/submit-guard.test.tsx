/**
 * The inline guard of every root layout (lib/browser/submit-guard.ts): a form never submits
 * natively (its fields would go into the page's address). Before React has committed the form
 * its submit is held and sent again, with the same button, once React has it; after, the form's
 * own handler runs, and a submit it did not cancel is cancelled last.
 */
import { render } from '@testing-library/react';
import { REPLAY_LIMIT_MS, SUBMIT_GUARD_SCRIPT } from '@/lib/browser/submit-guard';

beforeAll(() => {
  // As the browser runs the layout's inline script.
  new Function(SUBMIT_GUARD_SCRIPT)();
});
afterEach(() => jest.useRealTimers());

/** Dispatches a submit on `form` as pressing Enter would; whether it was cancelled. */
function submitCancelled(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A server-rendered form with a phone field and two submit buttons, not hydrated. */
function serverForm() {
  document.body.innerHTML =
    '<form aria-label="Registrazione"><input name="phone" value="+393471234567">' +
    '<button name="via" value="sms">SMS</button><button name="via" value="call">Chiama</button></form>';
  return document.querySelector('form')!;
}

/**
 * Gives `form` React's fiber key, in a root whose hydration React has committed (`committed`)
 * or not yet; `seen` lists what the form's handler gets (each submit's button value), and
 * `commit()` commits the root's hydration.
 */
function hydrate(form: HTMLFormElement, committed = true) {
  const seen: Array<string | undefined> = [];
  const current = { memoizedState: { isDehydrated: !committed } };
  const root = { return: null, stateNode: { current } };
  Object.assign(form, { ['__reactFiber$test']: { return: root } });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push((event as SubmitEvent).submitter?.getAttribute('value') ?? undefined);
  });
  return { seen, commit: () => (current.memoizedState = { isDehydrated: false }) };
}

it('cancels the submit of a server-rendered form before its scripts have run', () => {
  jest.useFakeTimers();
  const form = serverForm();
  expect(submitCancelled(form)).toBe(true);
  expect(form.querySelector('input')!.value).toBe('+393471234567');
});

it('sends the held submit again, with its button, once React has the form, and once', () => {
  jest.useFakeTimers();
  const form = serverForm();
  form.querySelector<HTMLButtonElement>('button[value=call]')!.click();
  form.querySelector<HTMLButtonElement>('button[value=call]')!.click();
  jest.advanceTimersByTime(500);
  const { seen } = hydrate(form);
  expect(seen).toEqual([]);
  jest.advanceTimersByTime(50);
  expect(seen).toEqual(['call']);
  jest.advanceTimersByTime(REPLAY_LIMIT_MS);
  expect(seen).toEqual(['call']);
});

it('holds a submit while React is still hydrating the form, until it has committed it', () => {
  jest.useFakeTimers();
  const form = serverForm();
  const { seen, commit } = hydrate(form, false);
  expect(submitCancelled(form)).toBe(true);
  jest.advanceTimersByTime(500);
  expect(seen).toEqual([]);
  commit();
  jest.advanceTimersByTime(50);
  expect(seen).toEqual([undefined]);
});

it(`drops a held submit when React does not have the form within ${REPLAY_LIMIT_MS} ms`, () => {
  jest.useFakeTimers();
  const form = serverForm();
  expect(submitCancelled(form)).toBe(true);
  jest.advanceTimersByTime(REPLAY_LIMIT_MS);
  const { seen } = hydrate(form);
  jest.advanceTimersByTime(REPLAY_LIMIT_MS);
  expect(seen).toEqual([]);
});

it('leaves a form React has rendered to its own handler', () => {
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  const { container } = render(
    <form aria-label="Registrazione" onSubmit={onSubmit}>
      <input name="phone" defaultValue="+393471234567" />
    </form>,
  );
  expect(submitCancelled(container.querySelector('form')!)).toBe(true);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('cancels, last, a submit its handler did not cancel, for a form without an action', () => {
  const onSubmit = jest.fn();
  const { container } = render(
    <form aria-label="Ricerca" onSubmit={onSubmit}>
      <input name="q" defaultValue="Giulia" />
    </form>,
  );
  expect(submitCancelled(container.querySelector('form')!)).toBe(true);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
