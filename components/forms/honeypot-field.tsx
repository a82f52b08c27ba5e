/**
 * The registration form's honeypot (lib/validation/registration.ts `website`): a text field
 * that people never see or reach (off-screen, out of the tab order) and assistive technology
 * never announces (aria-hidden), so only a robot that fills every field types in it; the
 * server refuses such a form (400 form_rejected) before any SMS.
 */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      {/* 1 px itself too: an input's own width would reach past a phone's screen edge. */}
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        className="size-px"
      />
    </div>
  );
}
