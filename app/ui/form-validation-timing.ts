/**
 * When conform checks a field with JavaScript: first when it is left, then again at every
 * keystroke once it has been checked (a post to the server checks them all).
 *
 * Re-checking at every keystroke rather than on leaving is what lets the first click after a
 * refused post go through. Leaving a field happens on the submit button's mousedown; a check
 * there clears the server's messages (a form-level one goes on any check), the form gets
 * shorter, the button moves out from under the pointer before mouseup, and the browser sends no
 * click. Checked while typing, the messages change before the pointer gets to the button.
 */
export const VALIDATION_TIMING = { shouldValidate: "onBlur", shouldRevalidate: "onInput" } as const;
