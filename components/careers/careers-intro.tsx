import styles from './careers.module.css';

const REASONS = [
  {
    title: 'Three decades of care',
    text: 'Join a hospital that has served Bangalore families for over 30 years.',
  },
  {
    title: 'Learn every day',
    text: 'CME sessions, skills labs and mentoring from senior consultants.',
  },
  {
    title: 'Teams that support you',
    text: 'Fair rosters, wellbeing programmes and a culture of respect.',
  },
  {
    title: 'Grow with us',
    text: 'Clear career paths across our departments and branches.',
  },
];

/** Why work here: the intro under the banner (the spec's intro claims 30 years). */
export function CareersIntro() {
  return (
    <section className="section section-alt" aria-labelledby="why-join-title">
      <div className="container">
        <div className={styles.introText}>
          <h2 id="why-join-title" className="section-title">
            Why build your career at Saithunga?
          </h2>
          <p>
            For more than 30 years, Saithunga Multi-Speciality Hospital has combined skilled,
            compassionate people with modern medicine. Doctors, nurses, technicians and support
            staff work side by side here, and every one of them shapes how our patients feel.
          </p>
        </div>
        <ul role="list" className={styles.reasons}>
          {REASONS.map((reason, i) => (
            <li key={reason.title} className={styles.reason}>
              <span className={styles.reasonNumber} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
