/** The main menu's links as the spec names them: the header's (Playwright) and the sidebar's (jest). */
export const MAIN_MENU_LINKS = [
  'Home',
  'About Us',
  'Our Doctors',
  'Pharmacy',
  'Blogs',
  'Careers',
  'Contact Us',
];
