import { sampleCourse } from '@app/dev-kit/fixtures';
import { formatMoney } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import { CourseCard } from './course-card';

const perLecture = (lectures_from_price?: number | null) =>
  sampleCourse({ id: 9, name: 'بالمحاضرة', pay_type: 'lectures', price: 0, free: true, lectures_from_price });

function card(course = perLecture(30), hidePrice = false) {
  renderPage(<CourseCard course={course} hidePrice={hidePrice} />);
  return screen.getByRole('article', { name: course.name });
}

describe('course card price of a course sold per lecture', () => {
  it('says where its lecture prices start, not "free"', () => {
    const article = card();
    expect(article).toHaveTextContent(messages.lecturesFrom(formatMoney(30)));
    expect(article).not.toHaveTextContent(messages.free);
  });

  it('says the lectures are sold separately when the price is unknown or hidden (iOS)', () => {
    const unknown = card(perLecture(undefined));
    expect(unknown).toHaveTextContent(messages.lecturesSeparately);
    expect(unknown).not.toHaveTextContent(messages.free);
  });

  it('hides the starting price on iOS but still says the lectures cost money', () => {
    const article = card(perLecture(30), true);
    expect(article).toHaveTextContent(messages.lecturesSeparately);
    expect(article).not.toHaveTextContent(formatMoney(30));
  });

  it('is free when the api says none of its lectures costs money', () => {
    expect(card(perLecture(null))).toHaveTextContent(messages.free);
  });

  it('keeps the price of a course bought whole', () => {
    expect(card(sampleCourse({ name: 'كاملة', price: 150, free: false }))).toHaveTextContent(
      formatMoney(150),
    );
  });
});
