import styles from './staff.module.css';

type Option = { value: string; label: string };

/** A filter's options from a closed list of values, each shown by its label. */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * A list's search and status filter: a plain GET form, so it works by keyboard and without
 * script, and the filtered list has an address to come back to. The search text (often a
 * patient's name or phone) is in that address: it stays inside the console (no-store, same-origin
 * referrer policy), and neither the server's logs (lib/api/handler) nor the production nginx
 * example's access log (deploy/nginx/saithunga.conf) record query strings.
 */
export function ListToolbar({
  action,
  q,
  status,
  statuses,
  searchLabel,
  children,
}: {
  action: string;
  q: string;
  status: string;
  statuses: Option[];
  searchLabel: string;
  /** More filters of the list, before its 'Show' button. */
  children?: React.ReactNode;
}) {
  return (
    <FilterForm action={action} search>
      <SearchBox id="list-q" label={searchLabel} q={q} />
      <FilterSelect
        id="list-status"
        name="status"
        label="Status"
        value={status}
        options={statuses}
      />
      {children}
    </FilterForm>
  );
}

/** A list's filters as a plain GET form (see ListToolbar), with its 'Show' button. */
export function FilterForm({
  action,
  search = false,
  noPrint = false,
  after,
  children,
}: {
  action: string;
  /** A search landmark: the form has a search box. */
  search?: boolean;
  /** Left off the printed page (a day sheet prints its list, not its filters). */
  noPrint?: boolean;
  /** What follows the 'Show' button (the day sheet's print button). */
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <form
      action={action}
      method="get"
      className={noPrint ? `${styles.toolbar} noPrint` : styles.toolbar}
      role={search ? 'search' : undefined}
    >
      {children}
      <button type="submit" className="btn btn-primary btn-sm">
        Show
      </button>
      {after}
    </form>
  );
}

/** A filter's search box, the text in `?q=`. */
export function SearchBox({ id, label, q }: { id: string; label: string; q: string }) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} name="q" type="search" defaultValue={q} maxLength={100} />
    </div>
  );
}

/** One filter of a list: a choice among `options`, after an 'all' choice (`all`) when given. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  all,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  all?: string;
  options: readonly { value: string | number; label: React.ReactNode }[];
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        {all ? <option value="">{all}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list's search box alone (lists without a status), as a GET form like ListToolbar. */
export function SearchForm({ action, label, q }: { action: string; label: string; q: string }) {
  return (
    <FilterForm action={action} search>
      <SearchBox id="list-q" label={label} q={q} />
    </FilterForm>
  );
}
