import type { FieldView } from '../../routes/checkout/view.server';
import { htmlPattern } from '../forms/form-patterns';

type TextFieldProps = {
  name: string;
  label: string;
  value: string;
  error?: string;
  type?: 'text' | 'tel' | 'email' | 'search';
  required?: boolean;
  pattern?: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
};

/** A labelled input with its error under it (SPEC §5 texts from the server, in the page's language). */
export function TextField({ name, label, value, error, type = 'text', maxLength = 100, ...rest }: TextFieldProps) {
  const id = `co-${name}`;
  return (
    <div className={error ? 'co-field has-error' : 'co-field'}>
      <label htmlFor={id}>
        {label}
        {rest.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const known = new Set(['street', 'house', 'flat']);

/** A delivery or payment method's own fields (SPEC §3 Field: input, select, checkbox). */
export function MethodFields({
  fields,
  values,
  errors,
}: {
  fields: FieldView[];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  if (!fields.length) return null;
  return (
    <div className="co-method-fields">
      {fields.map((f) => {
        const name = known.has(f.name) ? f.name : `f_${f.name}`;
        const value = values[f.name] ?? '';
        if (f.type === 'select')
          return (
            <div className="co-field" key={f.name}>
              <label htmlFor={`co-${name}`}>{f.title}</label>
              <select id={`co-${name}`} name={name} defaultValue={value} required={f.required}>
                {f.values.map((v) => (
                  <option key={v.value} value={v.value}>
                    {v.title}
                  </option>
                ))}
              </select>
            </div>
          );
        if (f.type === 'checkbox')
          return (
            <label className="co-check" key={f.name}>
              <input type="checkbox" name={name} value="1" defaultChecked={value === '1'} /> {f.title}
            </label>
          );
        return (
          <TextField
            key={f.name}
            name={name}
            label={f.title}
            value={value}
            error={errors[f.name]}
            required={f.required}
            pattern={htmlPattern(f.pattern)}
            maxLength={f.name === 'street' ? 200 : 100}
          />
        );
      })}
    </div>
  );
}
