/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MissionSection, TeamCarousel } from '@/components/about/about-sections';
import { HeaderBlocks } from '@/components/about/header-blocks';

// Swiper is ESM-only and irrelevant here: the fallbacks render instead of any carousel.
jest.mock('@/components/ui/carousel', () => ({ Carousel: () => null }));

describe('about page fallbacks (spec section 8)', () => {
  it("shows 'No content found' without header blocks", () => {
    render(<HeaderBlocks blocks={[]} />);
    expect(screen.getByText('No content found')).toBeInTheDocument();
  });

  it("shows 'No mission data found' without a mission", () => {
    render(<MissionSection mission={null} />);
    expect(screen.getByText('No mission data found')).toBeInTheDocument();
  });

  it("shows 'No teams found' without team members", () => {
    render(<TeamCarousel team={[]} />);
    expect(screen.getByText('No teams found')).toBeInTheDocument();
  });

  it('shows the mission percentages when there is a mission', () => {
    render(
      <MissionSection
        mission={{
          id: 1,
          title: 'Our mission',
          description: 'Care for all',
          percentages: [{ number: 98, text: 'Patient satisfaction' }],
        }}
      />,
    );
    expect(screen.queryByText('No mission data found')).not.toBeInTheDocument();
    expect(screen.getByText('98%')).toBeInTheDocument();
    expect(screen.getByText('Patient satisfaction')).toBeInTheDocument();
  });
});
