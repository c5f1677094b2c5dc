import { randomInt } from "node:crypto";
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from "#contracts/certificate-code";

/**
 * A new certificate code: CERTIFICATE_CODE_LENGTH symbols, each drawn uniformly from the alphabet
 * by the operating system's random generator. crypto.randomInt rejects the draws that would make
 * a remainder favour the first symbols, so there is no modulo bias (31 does not divide 2^n).
 */
export function newCertificateCode(): string {
  let code = "";
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return code;
}
