import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import formStyles from '@/components/forms/forms.module.css';
import { ConsultRoom } from '@/components/consult/consult-room';
import { NothingRecorded } from '@/components/consult/nothing-recorded';
import { AccessForm } from '@/components/self-service/access-form';
import styles from '@/components/self-service/self-service.module.css';
import { PageHero } from '@/components/ui/page-hero';
import { ACCOUNT_SIGN_IN_PATH } from '@/lib/accounts/current';
import { credentialsOf, roomEntrant, staffRoomEntryHref } from '@/lib/consult/access';
import { CONSULT_PATH, consultHref } from '@/lib/consult/links';
import { roomFacts } from '@/lib/consult/room';
import { getDb } from '@/lib/db';
import { CODE_MINUTES } from '@/lib/self-service/access';
import { buildMetadata } from '@/lib/seo/metadata';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { askConsultCode, enterConsultCode } from './actions';

// Personal: read per request from the room's cookies, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = buildMetadata({
  title: 'Video consultation',
  description: 'Your video consultation with a Saithunga Hospital doctor.',
  path: CONSULT_PATH,
  noindex: true,
});

type Props = { params: Promise<{ reference: string }> };

/**
 * /consult/{reference} (issue 47): the room of a video consultation. Whoever may enter
 * (lib/consult/access.ts) gets the waiting room, the device check and the call; anyone else the
 * patient's ways in (the account, the booking's one-time code) and the doctor's (the console).
 */
export default async function ConsultPage({ params }: Props) {
  const reference = decodeURIComponent((await params).reference)
    .trim()
    .toUpperCase();
  const db = await getDb();
  const entrant = await roomEntrant(db, reference, credentialsOf(await cookies()));
  const trail = [{ name: 'Video consultation', path: consultHref(reference) }];
  if (!entrant) {
    return (
      <>
        <PageHero
          title="Join your video consultation"
          trail={trail}
          lead="Open your consultation with your booking reference and the code we send you, or from your account."
        />
        <section className="section">
          <div className={`container ${styles.page}`}>
            <div className={`${formStyles.card} ${styles.section}`}>
              <h2>Find your consultation</h2>
              <p className={styles.intro}>
                We send a 6-digit code to the phone number and e-mail of the booking. It is valid
                for {CODE_MINUTES} minutes.
              </p>
              <AccessForm
                noun="consultation"
                referencePlaceholder="SMH-AB12CD34EF"
                initialReference={/^SMH-[0-9A-Z]{10}$/.test(reference) ? reference : ''}
                askCode={askConsultCode}
                enterCode={enterConsultCode}
              />
              <p className={styles.links}>
                <a
                  href={`${ACCOUNT_SIGN_IN_PATH}?next=${encodeURIComponent(consultHref(reference))}`}
                >
                  Booked with your account? Sign in
                </a>
                <a href={staffRoomEntryHref(reference)}>Doctors: join from the console</a>
              </p>
            </div>
            <NothingRecorded />
          </div>
        </section>
      </>
    );
  }
  const facts = await roomFacts(db, entrant);
  const { appointment, side } = entrant;
  return (
    <>
      <PageHero
        title={
          side === 'doctor'
            ? 'Video consultation'
            : `Your consultation with ${appointment.doctorName}`
        }
        trail={trail}
        lead={`${formatIndiaDateTime(appointment.startsAt)} · booking ${appointment.reference}`}
      />
      <section className="section">
        <div className="container">
          <ConsultRoom
            reference={appointment.reference}
            side={side}
            doctorName={appointment.doctorName}
            state={facts.state}
            opensAt={facts.opensAt.toISOString()}
            opensAtLabel={formatIndiaDateTime(facts.opensAt)}
            doctorJoined={facts.doctorJoinedAt !== null}
            phoneCallRequested={facts.phoneCallRequestedAt !== null}
          />
        </div>
      </section>
    </>
  );
}
