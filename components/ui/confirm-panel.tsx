'use client';
/**
 * The second step of a destructive action (erase a lead, delete an account): says what will
 * happen, focuses Cancel so a stray Enter does nothing, and confirms with a destructive button
 * that is disabled while the request runs. `body` (e.g. a password to confirm with) goes
 * between the text and the buttons, `children` (e.g. an error) below the buttons.
 */
import type { ReactNode } from 'react';
import { Button } from './button';

interface ConfirmPanelProps {
  /** Unique id; the text's element id, naming the group. */
  id: string;
  text: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  body?: ReactNode;
  children?: ReactNode;
}

export function ConfirmPanel(props: ConfirmPanelProps) {
  return (
    <div
      role="group"
      aria-labelledby={props.id}
      className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <p id={props.id}>{props.text}</p>
      {props.body}
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" size="sm" disabled={props.pending} onClick={props.onConfirm}>
          {props.pending ? props.pendingLabel : props.confirmLabel}
        </Button>
        <Button variant="outline" size="sm" onClick={props.onCancel} autoFocus>
          {props.cancelLabel}
        </Button>
      </div>
      {props.children}
    </div>
  );
}
