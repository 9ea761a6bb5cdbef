import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Course, CourseDetail } from '../../contracts/schemas/course';
import { provideRemoteModule, RemoteModule } from './remote-module-slot';

describe('RemoteModule slot', () => {
  it('renders nothing until the host provides an implementation, then delegates to it', () => {
    const element = <RemoteModule remote="mfe-wallet" module="./widgets/wallet-card" />;
    expect(renderToStaticMarkup(element)).toBe('');
    provideRemoteModule(({ remote, module }) => <p>{`${remote} ${module}`}</p>);
    expect(renderToStaticMarkup(element)).toBe('<p>mfe-wallet ./widgets/wallet-card</p>');
  });
});

describe('RemoteModule props (checked by typecheck)', () => {
  it("takes each widget's props from WidgetPropsMap and rejects others", () => {
    const course = { id: 1, name: 'الفيزياء' } as Course;
    const elements = [
      <RemoteModule key="ok" remote="mfe-catalogue" module="./widgets/course-card" props={{ course }} />,
      <RemoteModule
        key="exam"
        remote="mfe-exams"
        module="./widgets/exam-details"
        props={{ examCode: 'A1' }}
      />,
      <RemoteModule
        key="lectures"
        remote="mfe-learning"
        module="./widgets/course-lectures"
        props={{ course: { ...course, lectures: [] } as unknown as CourseDetail, onChanged: () => {} }}
      />,
      <RemoteModule key="no-props" remote="mfe-wallet" module="./widgets/wallet-card" />,
      <RemoteModule key="page" remote="mfe-wallet" module="./pages/wallet" />,
      // @ts-expect-error course-card requires its course
      <RemoteModule key="missing" remote="mfe-catalogue" module="./widgets/course-card" />,
      // @ts-expect-error examCode is a string
      <RemoteModule key="wrong" remote="mfe-exams" module="./widgets/exam-details" props={{ examCode: 7 }} />,
      // @ts-expect-error the wallet card takes no props
      <RemoteModule key="extra" remote="mfe-wallet" module="./widgets/wallet-card" props={{ label: 'x' }} />,
      // @ts-expect-error mfe-wallet exposes no course-card widget
      <RemoteModule key="remote" remote="mfe-wallet" module="./widgets/course-card" props={{ course }} />,
      // @ts-expect-error a page takes no props
      <RemoteModule key="page-props" remote="mfe-wallet" module="./pages/wallet" props={{ course }} />,
    ];
    expect(elements).toHaveLength(10);
  });
});
