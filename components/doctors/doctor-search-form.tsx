'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useTypedEarly } from '@/components/ui/use-typed-early';
import { SearchIcon } from '@/components/ui/content-icons';
import { MapPinIcon } from '@/components/ui/icons';
import type { DoctorFilters } from '@/lib/doctors/filter';
import { MAX_FILTER_LENGTH } from '@/lib/doctors/filter';
import { useDoctorSearch } from './doctor-search-state';
import styles from './doctor-search-form.module.css';

type Props = { cities: string[]; filters: DoctorFilters };

/** A labelled field of the search panel: its control with the icon in front. */
function SearchField({
  id,
  label,
  icon,
  children,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <span className={styles.control}>
        {icon}
        {children}
      </span>
    </div>
  );
}

/**
 * The purple search panel. Without JavaScript it is a plain GET form to /doctors; with it,
 * choosing a city applies at once and the text applies on Search, both through the URL.
 */
export function DoctorSearchForm({ cities, filters }: Props) {
  const { loading, apply } = useDoctorSearch();
  const [city, setCity] = useState(filters.city);
  const [q, setQ] = useState(filters.q);
  const [shown, setShown] = useState(filters);

  // Back and forward change the URL's filters: the fields follow them.
  if (shown.city !== filters.city || shown.q !== filters.q) {
    setShown(filters);
    setCity(filters.city);
    setQ(filters.q);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ city, q });
  }

  // The URL's city matches case-insensitively ('?city=koramangala' selects 'Koramangala'); one
  // that is not in the list still shows, so the select never lies.
  const listed = city ? cities.find((c) => c.toLowerCase() === city.toLowerCase()) : '';
  const options = listed === undefined ? [city, ...cities] : cities;
  const selected = listed || city;

  // Typed or chosen before the form hydrated: the words wait for Search, as typed; a city
  // applies at once, as chosen (docs/decisions/early-taps.md).
  const qRef = useTypedEarly<HTMLInputElement>(setQ, filters.q);
  const cityRef = useTypedEarly<HTMLSelectElement>((chosen) => {
    setCity(chosen);
    apply({ city: chosen, q: qRef.current?.value ?? filters.q });
  }, selected);

  return (
    <form
      action="/doctors"
      method="get"
      role="search"
      aria-label="Find a doctor"
      className={`on-dark ${styles.panel}`}
      onSubmit={onSubmit}
    >
      <SearchField id="doctor-city" label="City" icon={<MapPinIcon size={18} />}>
        <select
          id="doctor-city"
          name="city"
          autoComplete="off"
          ref={cityRef}
          value={selected}
          onChange={(event) => {
            setCity(event.target.value);
            apply({ city: event.target.value, q });
          }}
        >
          <option value="">All locations</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </SearchField>
      <SearchField
        id="doctor-q"
        label="Search by disease or doctor name"
        icon={<SearchIcon size={18} />}
      >
        <input
          id="doctor-q"
          name="q"
          type="search"
          ref={qRef}
          value={q}
          maxLength={MAX_FILTER_LENGTH}
          placeholder="e.g. heart, knee, Dr. Rao"
          autoComplete="off"
          onChange={(event) => setQ(event.target.value)}
        />
      </SearchField>
      <button type="submit" className={`btn btn-light ${styles.submit}`} disabled={loading}>
        {loading ? 'Please Wait...' : 'Search'}
      </button>
    </form>
  );
}
