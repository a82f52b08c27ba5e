/**
 * Digits of an SMS code (docs/product.md §5 "SMS code"). Its own module, free of zod, so that the code
 * input can use it without bringing the schemas into the page's first load.
 */
export const CODE_LENGTH = 6;
