/**
 * The fields of a console form that moves a record on by one of its actions, with a reason some
 * actions must give (the patient or shopper is told it): the desk's appointments and the
 * pharmacy's orders.
 */
import { mixed, string } from 'yup';

export type ReasonRule<A extends string> = {
  max: number;
  /** Whether `action` must give a reason. */
  needed: (action: A) => boolean;
  /** The message when it is missing. */
  required: string;
};

export function actionWithReasonFields<A extends string>(
  actions: readonly A[],
  reason: ReasonRule<A>,
) {
  return {
    action: mixed<A>().oneOf(actions, 'Choose what to do').required('Choose what to do'),
    reason: string()
      .trim()
      .max(reason.max, `A reason may be at most ${reason.max} characters`)
      .default('')
      .when('action', {
        is: (action: A) => actions.includes(action) && reason.needed(action),
        then: (s) => s.required(reason.required),
      }),
  };
}
