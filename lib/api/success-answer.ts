/**
 * The original API's success answers, as the contract's `success` and `nestedSuccess` describe
 * them (lib/api/openapi/answer-fields.ts): the payload under `data`, or where the spec reads
 * `data.data`, one level further down.
 */
import { API_SUCCESS } from './openapi/answer-fields';

/** `{ message: 'Success', data }`. */
export const successAnswer = <T>(data: T) => ({ message: API_SUCCESS, data });

/** The spec's `data.data`: `{ message: 'Success', data: { data } }`. */
export const nestedSuccessAnswer = <T>(data: T) => ({ message: API_SUCCESS, data: { data } });
