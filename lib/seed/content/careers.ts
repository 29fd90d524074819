/** Job categories and vacancies; some carry a downloadable job description (public/files). */
export const JOB_CATEGORIES = ['Nursing', 'Medical', 'Allied Health', 'Administration'];

export type JobSeed = {
  title: string;
  category: string;
  qualification: string;
  experience: string;
  vacancy: number;
  salary: string;
  responsibilities: string;
  keySkills: string[];
  attachment?: { path: string; name: string; lines: string[] };
};

const jd = (slug: string, name: string, lines: string[]) => ({
  path: `/files/jobs/${slug}.pdf`,
  name,
  lines,
});

export const JOBS: JobSeed[] = [
  {
    title: 'Staff Nurse - Intensive Care',
    category: 'Nursing',
    qualification: 'B.Sc Nursing or GNM with Karnataka Nursing Council registration',
    experience: '2-5 years in an ICU',
    vacancy: 6,
    salary: 'Rs 3.2 - 4.8 lakh per year',
    responsibilities:
      'Care for ventilated and critically ill patients, monitor vital signs, give medicines and infusions, and keep accurate nursing records through rotating shifts.',
    keySkills: ['Ventilator care', 'BLS and ACLS', 'Infection control', 'Patient documentation'],
    attachment: jd('staff-nurse-icu', 'Staff Nurse ICU - Job Description.pdf', [
      'Role: Staff Nurse, Intensive Care Unit',
      'Shifts: rotating, including nights',
      'Requirements: B.Sc Nursing or GNM, KNC registration, BLS',
      'Training: ACLS certification sponsored after six months',
    ]),
  },
  {
    title: 'Nursing Supervisor',
    category: 'Nursing',
    qualification: 'M.Sc Nursing or B.Sc Nursing with management experience',
    experience: '8+ years',
    vacancy: 2,
    salary: 'Rs 6 - 8 lakh per year',
    responsibilities:
      'Lead nursing teams across wards, plan rosters, audit quality indicators and train new staff.',
    keySkills: ['Team leadership', 'Quality audits', 'Roster planning', 'NABH standards'],
  },
  {
    title: 'Labour Room Nurse',
    category: 'Nursing',
    qualification: 'B.Sc Nursing or GNM with midwifery training',
    experience: '1-4 years',
    vacancy: 3,
    salary: 'Rs 2.8 - 4 lakh per year',
    responsibilities:
      'Support mothers through labour, monitor the baby during birth and assist with newborn care and breastfeeding.',
    keySkills: ['Midwifery', 'CTG monitoring', 'Neonatal resuscitation'],
  },
  {
    title: 'Consultant Cardiologist',
    category: 'Medical',
    qualification: 'DM or DNB Cardiology',
    experience: '5+ years post super-speciality',
    vacancy: 1,
    salary: 'As per hospital norms',
    responsibilities:
      'Run outpatient clinics, perform angiography and angioplasty, and take part in the cath lab on-call roster.',
    keySkills: ['Interventional cardiology', 'Echocardiography', 'Primary PCI'],
    attachment: jd('consultant-cardiologist', 'Consultant Cardiologist - Job Description.pdf', [
      'Role: Consultant Cardiologist, Saithunga Heart Institute',
      'Requirements: DM or DNB Cardiology, 5 years of experience',
      'On-call: shared primary angioplasty roster',
      'Academic: teaching of DNB residents encouraged',
    ]),
  },
  {
    title: 'Emergency Medical Officer',
    category: 'Medical',
    qualification: 'MBBS with ACLS; MEM or DNB Emergency Medicine preferred',
    experience: '1-3 years',
    vacancy: 4,
    salary: 'Rs 9 - 14 lakh per year',
    responsibilities:
      'Assess and stabilise emergency patients, lead resuscitation and coordinate with specialists on call.',
    keySkills: ['Triage', 'Resuscitation', 'Point-of-care ultrasound'],
  },
  {
    title: 'Physiotherapist',
    category: 'Allied Health',
    qualification: 'BPT; MPT in Orthopaedics or Cardio-respiratory preferred',
    experience: '1-3 years',
    vacancy: 3,
    salary: 'Rs 3 - 4.5 lakh per year',
    responsibilities:
      'Mobilise patients after surgery, run cardiac and pulmonary rehabilitation classes and plan home exercise programmes.',
    keySkills: ['Post-operative rehabilitation', 'Exercise prescription', 'Patient education'],
    attachment: jd('physiotherapist', 'Physiotherapist - Job Description.pdf', [
      'Role: Physiotherapist, Rehabilitation Services',
      'Requirements: BPT with council registration',
      'Work: inpatient wards, outpatient gym and home visits',
    ]),
  },
  {
    title: 'Radiology Technician',
    category: 'Allied Health',
    qualification: 'Diploma or B.Sc in Medical Imaging Technology',
    experience: '2+ years with CT and MRI',
    vacancy: 2,
    salary: 'Rs 2.6 - 3.8 lakh per year',
    responsibilities:
      'Perform X-ray, CT and MRI scans safely, prepare patients and maintain radiation safety records.',
    keySkills: ['CT and MRI protocols', 'Radiation safety', 'Patient positioning'],
  },
  {
    title: 'Front Office Executive',
    category: 'Administration',
    qualification: 'Any graduate; fluency in English, Kannada and Hindi',
    experience: '0-2 years',
    vacancy: 5,
    salary: 'Rs 2.2 - 3 lakh per year',
    responsibilities:
      'Register patients, book appointments, answer calls and guide visitors to the right department.',
    keySkills: ['Communication', 'Hospital information system', 'Multilingual'],
  },
  {
    title: 'Insurance Coordinator',
    category: 'Administration',
    qualification: 'Graduate with knowledge of health insurance processes',
    experience: '2-4 years in a hospital TPA desk',
    vacancy: 2,
    salary: 'Rs 3 - 4.2 lakh per year',
    responsibilities:
      'Obtain pre-authorisations, follow up claims with insurers and explain coverage to patients and families.',
    keySkills: ['TPA processes', 'Claim documentation', 'Patient counselling'],
    attachment: jd('insurance-coordinator', 'Insurance Coordinator - Job Description.pdf', [
      'Role: Insurance Coordinator, Patient Finance',
      'Requirements: graduate, 2 years at a TPA desk',
      'Work: pre-authorisation, claims, patient counselling',
    ]),
  },
];
