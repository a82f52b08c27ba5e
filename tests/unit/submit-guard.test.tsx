/**
 * The inline guard of every root layout (lib/browser/submit-guard.ts): a form React has not
 * hydrated yet never submits natively (its fields would go into the page's address); once
 * React renders it, the form's own handler is in charge.
 */
import { render } from '@testing-library/react';
import { SUBMIT_GUARD_SCRIPT } from '@/lib/browser/submit-guard';

beforeAll(() => {
  // As the browser runs the layout's inline script.
  new Function(SUBMIT_GUARD_SCRIPT)();
});

/** Dispatches a submit on `form` as pressing Enter would; whether it was cancelled. */
function submitCancelled(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

it('cancels the submit of a server-rendered form before its scripts have run', () => {
  document.body.innerHTML =
    '<form aria-label="Registrazione"><input name="phone" value="+393471234567"><button>Invia</button></form>';
  const form = document.querySelector('form')!;
  expect(submitCancelled(form)).toBe(true);
  expect(form.querySelector('input')!.value).toBe('+393471234567');
});

it('leaves a form React has rendered to its own handler', () => {
  const onSubmit = jest.fn();
  const { container } = render(
    <form aria-label="Registrazione" onSubmit={onSubmit}>
      <input name="phone" defaultValue="+393471234567" />
    </form>,
  );
  expect(submitCancelled(container.querySelector('form')!)).toBe(false);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
