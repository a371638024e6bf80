/** SPEC 9: password minimum 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/*
 * "A letter" includes accented letters (é, ç...), which French speakers type; "a special
 * character" is anything that is neither a letter, a digit nor white space. Length is counted in
 * code points so an emoji counts once.
 */
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/**
 * True for a password of at least 8 characters with a letter, a digit and a special character.
 * @public
 */
export function isValidPassword(input: string): boolean {
  return [...input].length >= PASSWORD_MIN_LENGTH && LETTER.test(input) && DIGIT.test(input) && SPECIAL.test(input);
}
