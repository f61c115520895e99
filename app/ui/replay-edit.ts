/**
 * Replays a visitor's edit to a field through the events a person would cause, so that React's
 * onChange — and the component state behind a controlled field — learn it (keep-early-input.ts).
 */
export type EditableField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FieldEdit {
  value: string;
  checked: boolean;
}

const SKIPPED_TYPES = /^(hidden|file|submit|button|reset|image)$/;

/** A field a visitor edits by typing, ticking or choosing (not a file picker or a button). */
export function isEditable(element: EventTarget | null | undefined): element is EditableField {
  if (element instanceof HTMLInputElement) return !SKIPPED_TYPES.test(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

export function readEdit(field: EditableField): FieldEdit {
  return { value: field.value, checked: isToggle(field) && field.checked };
}

/** The field no longer shows what the server sent. */
export function differsFromServer(field: EditableField) {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

export function isToggle(field: EditableField): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

/** React has taken the node over: its fiber is on it (set while hydrating that part). */
export function ownedByReact(field: EditableField) {
  return Object.keys(field).some((key) => key.startsWith("__reactFiber"));
}

/** Set while a replay's own events are dispatched, so they are not taken for the visitor's. */
let replaying = false;
export const isReplayingEdit = () => replaying;

/**
 * React compares the node's value with the last one it knows (set through the element's own
 * property) and fires onChange only when they differ, so that is first set to something else,
 * and the edit then written through the prototype's setter.
 */
export function replayEdit(field: EditableField, edit: FieldEdit) {
  replaying = true;
  try {
    if (isToggle(field)) {
      if (field.checked === edit.checked) field.checked = !edit.checked;
      field.click();
      return;
    }
    field.value = `${edit.value}\u0000`;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, edit.value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  } finally {
    replaying = false;
  }
}
