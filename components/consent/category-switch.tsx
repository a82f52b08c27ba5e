'use client';
/** One cookie category with an on/off switch (role="switch"); `disabled` for necessary. */

interface CategorySwitchProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  stateLabel?: string;
  onChange: (checked: boolean) => void;
}

/** A labelled switch row of the detailed cookie panel (docs/product.md §2.4). */
export function CategorySwitch(props: CategorySwitchProps) {
  const { id, label, description, checked, disabled, stateLabel, onChange } = props;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-semibold text-foreground">
          {label}
        </label>
        <p id={`${id}-desc`} className="mt-1 text-sm text-muted-foreground">
          {description}
        </p>
        {stateLabel && <p className="mt-1 text-xs font-medium text-success">{stateLabel}</p>}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-desc`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70 ${checked ? 'bg-primary' : 'bg-slate-400'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0'}`}
        />
      </button>
    </li>
  );
}
