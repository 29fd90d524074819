import type { FormikErrors, FormikTouched, FieldInputProps } from 'formik';
import type { FormEvent } from 'react';
import type { FormBinder } from './deferred-form';

type FormikLike<V> = {
  touched: FormikTouched<V>;
  errors: FormikErrors<V>;
  isSubmitting: boolean;
  getFieldProps: (name: string) => FieldInputProps<unknown>;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
};

/** Binds a form view to formik: field props, an error once the field was touched, submitting. */
export function formikBinder<V extends Record<string, string>>(
  formik: FormikLike<V>,
): FormBinder<keyof V & string> {
  return {
    field: (name) => {
      const { value, onChange, onBlur } = formik.getFieldProps(name);
      return { name, value: value as string, onChange, onBlur };
    },
    error: (name) => {
      const message = formik.touched[name] ? formik.errors[name] : undefined;
      return typeof message === 'string' ? message : undefined;
    },
    submitting: formik.isSubmitting,
    onSubmit: formik.handleSubmit,
  };
}
