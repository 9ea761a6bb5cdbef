import {
  sampleAppData,
  sampleCourse,
  sampleCourseDetail,
  sampleHomeData,
  sampleTeacher,
} from '@app/dev-kit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../messages';
import { renderPage } from './render';

const course = sampleCourseDetail({ id: 12, name: 'كيمياء <عضوية>', image_url: '/uploads/c12.png' });

describe("the catalogue's server render (issue 9)", () => {
  it("renders a course page from the api's answer, with its data for the browser", async () => {
    const fetch = vi.fn(async (path: string) =>
      path === '/courses/12'
        ? { status: 200, body: JSON.stringify({ data: course }) }
        : { status: 404, body: '{}' },
    );
    const result = await renderPage({ url: '/courses/12', page: 'course', params: { id: '12' }, fetch });
    expect(fetch).toHaveBeenCalledWith(
      '/courses/12',
      expect.objectContaining({ accept: 'application/json', 'app-platform': 'web' }),
    );
    expect(result?.html).toContain('كيمياء &lt;عضوية&gt;');
    expect(result?.html).toMatch(/<img[^>]*src="\/uploads\/c12.png"[^>]*fetchPriority="high"/);
    expect(JSON.stringify(result?.state)).toContain('"queryKey":["mfe-catalogue","course",12]');
  });

  it('renders only the guest pages it knows, and no guest page for a signed-in student', async () => {
    const fetch = vi.fn();
    expect(await renderPage({ url: '/home', page: 'home', params: {}, fetch })).toBeNull();
    expect(
      await renderPage({ url: '/profile', page: 'profile', params: {}, signedIn: true, fetch }),
    ).toBeNull();
    expect(
      await renderPage({ url: '/courses', page: 'courses', params: {}, signedIn: true, fetch }),
    ).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("renders a signed-in student's course from what every student sees: the image, the rest loading (issue 35)", async () => {
    const fetch = vi.fn(async (path: string) =>
      path === '/courses/12'
        ? { status: 200, body: JSON.stringify({ data: course }) }
        : { status: 404, body: '{}' },
    );
    const result = await renderPage({
      url: '/courses/12',
      page: 'course',
      params: { id: '12' },
      signedIn: true,
      fetch,
    });
    expect(result?.html).toMatch(/<img[^>]*src="\/uploads\/c12.png"[^>]*fetchPriority="high"/);
    expect(result?.html).toContain('aria-busy="true"');
    // Nothing that differs between students: the join button and the price are the student's.
    expect(result?.html).not.toContain('<button');
  });

  it("renders a teacher's header for a signed-in student, the courses loading (issue 35)", async () => {
    const answer = {
      teacher: sampleTeacher({ id: 5, name: 'أ. محمود', banner: '/uploads/t5-banner.svg' }),
      courses: [sampleCourse({ name: 'كورس الطالب' })],
    };
    const fetch = vi.fn(async (path: string) =>
      path === '/teachers/5' ? { status: 200, body: JSON.stringify(answer) } : { status: 404, body: '{}' },
    );
    const result = await renderPage({
      url: '/teachers/5',
      page: 'teacher',
      params: { id: '5' },
      signedIn: true,
      fetch,
    });
    expect(result?.html).toMatch(/<img[^>]*src="\/uploads\/t5-banner.svg"[^>]*fetchPriority="high"/);
    expect(result?.html).toContain('أ. محمود');
    expect(result?.html).toContain('aria-busy="true"');
    expect(result?.html).not.toContain('كورس الطالب');
  });

  it("renders a signed-in student's home from what every student sees: the header images, the rest loading", async () => {
    const home = sampleHomeData({
      header_images: [{ url: '/uploads/header/1.webp', href: null, to: null }],
      welcome_msg: 'رسالة <الترحيب>',
    });
    const fetch = vi.fn(async (path: string) =>
      path === '/home' ? { status: 200, body: JSON.stringify(home) } : { status: 404, body: '{}' },
    );
    const result = await renderPage({ url: '/home', page: 'home', params: {}, signedIn: true, fetch });
    expect(fetch).toHaveBeenCalledWith(
      '/home',
      expect.not.objectContaining({ authorization: expect.anything() }),
    );
    expect(result?.html).toMatch(/<img[^>]*src="\/uploads\/header\/1.webp"[^>]*fetchPriority="high"/);
    expect(result?.html).toContain('aria-busy="true"');
    // Nothing that differs between students: not the message (it may greet by name), no course cards.
    expect(result?.html).not.toContain('الترحيب');
    expect(result?.html).not.toContain(home.featured_courses[0]?.name ?? '');
  });

  it('renders the courses with the category filter the app shows, from the public app data (issue 35)', async () => {
    // As many as the demo's: a bigger select is one React would otherwise send apart, with a script.
    const categories = Array.from({ length: 12 }, (_, i) => ({
      id: 10 + i,
      name: `قسم طويل الاسم رقم ${i}`,
    }));
    const appData = sampleAppData({ categories: [{ id: 4, name: 'كيمياء عضوية' }, ...categories] });
    const fetch = vi.fn(async (path: string) => {
      if (path === '/app') return { status: 200, body: JSON.stringify(appData) };
      if (path.startsWith('/courses'))
        return { status: 200, body: JSON.stringify({ data: [], links: { next: null }, meta: {} }) };
      return { status: 404, body: '{}' };
    });
    const result = await renderPage({ url: '/courses', page: 'courses', params: {}, fetch });
    // Without it the app's page, a row taller, replaced the markup: the largest paint came again.
    expect(result?.html).toContain(messages.catalogue.category);
    expect(result?.html).toContain('كيمياء عضوية');
    // The select rendered at once: no React completion script, which the CSP would refuse.
    expect(result?.html).not.toContain('<script');
  });

  it("renders a teacher's page for a guest, courses included, with its data for the browser (issue 35)", async () => {
    const answer = {
      teacher: sampleTeacher({ id: 5, name: 'أ. محمود', banner: '/uploads/t5-banner.svg' }),
      courses: [sampleCourse({ name: 'كورس المدرس' })],
    };
    const fetch = vi.fn(async (path: string) =>
      path === '/teachers/5' ? { status: 200, body: JSON.stringify(answer) } : { status: 404, body: '{}' },
    );
    const result = await renderPage({ url: '/teachers/5', page: 'teacher', params: { id: '5' }, fetch });
    expect(result?.html).toMatch(/<img[^>]*src="\/uploads\/t5-banner.svg"[^>]*fetchPriority="high"/);
    expect(result?.html).toContain('كورس المدرس');
    expect(JSON.stringify(result?.state)).toContain('أ. محمود');
  });

  it('leaves a failed answer out of the data the browser is given', async () => {
    const fetch = async () => ({ status: 500, body: '{"error":"INTERNAL_ERROR"}' });
    const result = await renderPage({ url: '/', page: 'welcome', params: {}, fetch });
    expect(result?.html).toContain('<h1');
    expect(JSON.stringify(result?.state)).not.toContain('welcome');
  });
});
