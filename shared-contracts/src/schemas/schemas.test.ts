import { describe, expect, it } from 'vitest';
import * as f from '../fixtures';
import * as s from './index';

describe('entity schemas accept the fixtures and reject broken samples', () => {
  const cases: Array<[string, { safeParse: (v: unknown) => { success: boolean } }, unknown]> = [
    ['user', s.userSchema, f.sampleUser()],
    ['appData', s.appDataSchema, f.sampleAppData()],
    ['homeData', s.homeDataSchema, f.sampleHomeData()],
    ['welcomeData', s.welcomeDataSchema, { featured_courses: [f.sampleCourse()] }],
    ['course', s.courseSchema, f.sampleCourse()],
    ['courseDetail', s.courseDetailSchema, f.sampleCourseDetail()],
    ['lecture', s.lectureSchema, f.sampleLecture()],
    ['video', s.videoSchema, f.sampleVideo()],
    ['exam', s.examSchema, f.sampleExam()],
    ['examSession', s.examSessionSchema, f.sampleExamSession()],
    ['question', s.questionSchema, f.sampleQuestion()],
    ['teacher', s.teacherSchema, f.sampleTeacher()],
    ['transaction', s.transactionSchema, f.sampleTransaction()],
    ['walletResponse', s.walletResponseSchema, f.sampleWalletResponse()],
    ['notification', s.notificationSchema, f.sampleNotification()],
    ['attachment', s.attachmentSchema, f.sampleAttachment()],
    ['bankCategory', s.bankCategorySchema, f.sampleBankCategory()],
    ['bankQuestion', s.bankQuestionSchema, f.sampleBankQuestion()],
  ];
  it.each(cases)('%s', (_name, schema, good) => {
    expect(schema.safeParse(good).success).toBe(true);
    const [first] = Object.keys(good as object) as [string];
    expect(schema.safeParse({ ...(good as object), [first]: Symbol('bad') }).success).toBe(false);
    const { [first]: _dropped, ...missing } = good as Record<string, unknown>;
    expect(schema.safeParse(missing).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
});

describe('call schemas', () => {
  it('paginated lists carry data and links.next', () => {
    const page = { data: [f.sampleCourse()], links: { next: '/v1/courses?page=2' } };
    expect(s.coursesResponseSchema.parse(page).links.next).toBe('/v1/courses?page=2');
    expect(s.coursesResponseSchema.safeParse({ data: [] }).success).toBe(false);
    expect(s.coursesResponseSchema.safeParse({ data: [], links: { next: null } }).success).toBe(true);
  });

  it('courses query coerces typed and Arabic-Indic numbers', () => {
    expect(s.coursesQuerySchema.parse({ grade_id: '٣', category_id: '12', search: '  فيزياء ' })).toEqual({
      grade_id: 3,
      category_id: 12,
      search: 'فيزياء',
    });
    expect(s.coursesQuerySchema.parse({ grade_id: '' })).toEqual({});
    expect(s.coursesQuerySchema.safeParse({ grade_id: 'abc' }).success).toBe(false);
  });

  it('purchase needs a code for paycard, strips spaces and normalises digits', () => {
    expect(s.coursePurchaseBodySchema.parse({ pay_by: 'paycard', code: ' ١٢٣ ٤٥٦ ' })).toEqual({
      pay_by: 'paycard',
      code: '123456',
    });
    const missing = s.lecturePurchaseBodySchema.safeParse({ pay_by: 'paycard', code: '   ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['code']);
    expect(s.coursePurchaseBodySchema.parse({ pay_by: 'wallet' })).toEqual({ pay_by: 'wallet' });
    expect(s.coursePurchaseBodySchema.parse({})).toEqual({}); // free item
    expect(s.coursePurchaseBodySchema.safeParse({ pay_by: 'cash' }).success).toBe(false);
    expect(s.coursePurchaseBodySchema.safeParse({ pay_by: 'wallet', extra: 1 }).success).toBe(false);
  });

  it('money has at most two decimals', () => {
    expect(s.moneySchema.safeParse(10.25).success).toBe(true);
    expect(s.moneySchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(s.moneySchema.safeParse(10.255).success).toBe(false);
    expect(s.moneySchema.safeParse(Number.NaN).success).toBe(false);
  });

  it('login and register bodies', () => {
    expect(s.loginBodySchema.parse({ email: ' A@Example.com ', password: 'x' })).toEqual({
      email: 'a@example.com',
      password: 'x',
    });
    expect(s.loginBodySchema.safeParse({ email: 'nope', password: 'x' }).success).toBe(false);
    const register = {
      name: 'أحمد محمود',
      email: 'a@example.com',
      password: 'secret-pass',
      phone: '٠١٠١٢٣٤٥٦٧٨',
      phone_country: 'eg',
      parent_phone: '01112345678',
      parent_phone_country: 'EG',
      grade_id: '3',
      governorate: 'الجيزة',
    };
    expect(s.registerBodySchema.parse(register)).toMatchObject({
      phone: '01012345678',
      phone_country: 'EG',
      grade_id: 3,
    });
    expect(s.registerBodySchema.safeParse({ ...register, governorate: 'Cairo' }).success).toBe(false);
    expect(s.registerBodySchema.safeParse({ ...register, phone_country: 'IL' }).success).toBe(false);
    expect(s.registerBodySchema.safeParse({ ...register, password: 'short' }).success).toBe(false);
    // the forms' zod-free check and the schema agree on every length
    for (const password of ['', 'x'.repeat(7), 'x'.repeat(8), 'x'.repeat(128), 'x'.repeat(129)]) {
      expect(s.passwordProblem(password) === null).toBe(s.passwordSchema.safeParse(password).success);
    }
    expect(s.registerBodySchema.safeParse({ ...register, speciality: 'azhar' }).success).toBe(true);
    expect(
      s.registerResponseSchema.safeParse({
        token: null,
        user: null,
        verification: null,
        message: 'سجل الدخول',
      }).success,
    ).toBe(true);
  });

  it('reset flow: code of six digits and a one-time url', () => {
    expect(s.passwordResetValidateBodySchema.parse({ email: 'a@b.co', code: '١٢٣ ٤٥٦' }).code).toBe('123456');
    expect(s.verifyBodySchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(
      s.passwordResetValidateResponseSchema.safeParse({ url: '/v1/password/reset/abc_DEF-123' }).success,
    ).toBe(true);
    expect(s.passwordResetValidateResponseSchema.safeParse({ url: 'https://evil.example/x' }).success).toBe(
      false,
    );
    expect(s.setPasswordResponseSchema.safeParse({ user: f.sampleUser(), token: 't' }).success).toBe(true);
  });

  it('profile update: at least one field, IL refused, mark at least 0', () => {
    expect(s.profileUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(s.profileUpdateBodySchema.parse({ last_year_mark: '٩٥٫٥' })).toEqual({ last_year_mark: 95.5 });
    expect(s.profileUpdateBodySchema.safeParse({ last_year_mark: -1 }).success).toBe(false);
    expect(s.profileUpdateBodySchema.safeParse({ parent_phone_country: 'IL' }).success).toBe(false);
    expect(s.profileUpdateBodySchema.safeParse({ email: 'x@y.z' }).success).toBe(false); // not editable
    expect(s.profileUpdateBodySchema.safeParse({ full_phone: '+201012345678' }).success).toBe(true);
    expect(
      s.passwordChangeBodySchema.safeParse({ current_password: '', password: 'newpassword' }).success,
    ).toBe(false);
  });

  it('exam calls', () => {
    expect(s.examDetailsQuerySchema.parse({ exam_code: ' PHY ١٠١ ' }).exam_code).toBe('PHY101');
    expect(
      s.examAnswersBodySchema.parse({
        session_token: 't',
        answers: [
          { question_id: 1, chosen_answer: 2 },
          { question_id: 2, answer_text: null },
        ],
      }).answers,
    ).toHaveLength(2);
    expect(
      s.examAnswersBodySchema.safeParse({ session_token: 't', answers: [{ question_id: 1 }] }).success,
    ).toBe(false);
    const sessionResponse = {
      session: f.sampleExamSession(),
      exam: f.sampleExam(),
      questions: [f.sampleQuestion()],
      answer_attempts: [],
      result: null,
    };
    expect(s.examSessionResponseSchema.safeParse(sessionResponse).success).toBe(true);
    const row = {
      ...f.sampleExamSession({ active: false, corrected: true, succeeded: true }),
      exam: {
        id: 1,
        name: 'x',
        exam_code: 'A',
        kind: 'exam' as const,
        show_result: true,
        show_detailed_result: false,
      },
    };
    expect(s.examResultStatus(row)).toBe('passed');
    expect(s.examResultStatus({ ...row, succeeded: false })).toBe('failed');
    expect(s.examResultStatus({ ...row, corrected: false })).toBe('not_corrected');
    expect(s.examResultStatus({ ...row, exam: { ...row.exam, show_result: false } })).toBe('not_shown');
  });

  it('lecture contents items are discriminated by type', () => {
    const contents = {
      lecture: f.sampleLecture(),
      videos: [f.sampleVideo()],
      items: [
        { type: 'video', locked: false, item: f.sampleVideo() },
        { type: 'exam', locked: true, item: f.sampleExam() },
      ],
      exams: [f.sampleExam()],
      attachments: [f.sampleAttachment()],
    };
    expect(s.lectureContentsResponseSchema.safeParse(contents).success).toBe(true);
    expect(
      s.lectureContentsResponseSchema.safeParse({
        ...contents,
        items: [{ type: 'exam', locked: false, item: f.sampleVideo() }],
      }).success,
    ).toBe(false);
    expect(
      s.lecturePurchaseResponseSchema.safeParse({
        data: f.sampleLecture({ purchased: true }),
        balance: 174.5,
      }).success,
    ).toBe(true);
  });

  it('wallet calls', () => {
    expect(s.walletTransferBodySchema.parse({ amount: '٢٠٫٥', wallet_address: ' 1000 2000 ' })).toEqual({
      amount: 20.5,
      wallet_address: '10002000',
    });
    expect(s.walletTransferBodySchema.safeParse({ amount: 0.25, wallet_address: '1' }).success).toBe(false);
    expect(s.rechargeCardBodySchema.safeParse({ code: '' }).success).toBe(false);
    expect(s.mobileWalletRechargeFieldsSchema.parse({ amount: '50', payer_number: '٠١٠١١١١١١١١' })).toEqual({
      amount: 50,
      payer_number: '01011111111',
    });
    expect(s.paymentOrderBodySchema.safeParse({ amount: 0 }).success).toBe(false);
    expect(s.paymentOrderResponseSchema.safeParse({ iframe_url: 'https://pay.example/i' }).success).toBe(
      true,
    );
    expect(s.paymentOrderResponseSchema.safeParse({ url: 'https://shakeout.example/x' }).success).toBe(true);
  });

  it('community calls', () => {
    expect(s.supportTicketBodySchema.safeParse({ title: '  ', content: 'x' }).success).toBe(false);
    expect(s.guestSupportTicketBodySchema.safeParse({ title: 'a', content: 'b' }).success).toBe(false);
    expect(
      s.guestSupportTicketBodySchema.safeParse({
        title: 'a',
        content: 'b',
        name: 'c',
        email: 'c@d.eg',
        phone: '010',
      }).success,
    ).toBe(true);
    expect(
      s.bankQuestionCreateFieldsSchema.parse({
        page_number: '١٢',
        question_number: '3',
        bank_question_category_id: '4',
      }),
    ).toEqual({ page_number: 12, question_number: 3, bank_question_category_id: 4 });
    expect(
      s.bankQuestionCreateFieldsSchema.safeParse({
        page_number: 0,
        question_number: 1,
        bank_question_category_id: 1,
      }).success,
    ).toBe(false);
    expect(s.directoriesQuerySchema.parse({ page_number: '', question_number: '٢' })).toEqual({
      question_number: 2,
    });
    const dir = {
      categories: [f.sampleBankCategory()],
      questions: { data: [f.sampleBankQuestion()], links: { next: null } },
      current_directory: null,
    };
    expect(s.directoriesResponseSchema.safeParse(dir).success).toBe(true);
  });

  it('error bodies', () => {
    expect(s.apiErrorSchema.safeParse({ error: 'USED_PAYCARD' }).success).toBe(true);
    expect(s.apiErrorSchema.safeParse({ error: 'SOMETHING_ELSE' }).success).toBe(false);
    expect(s.validationErrorSchema.safeParse({ message: 'x', errors: { name: ['مطلوب'] } }).success).toBe(
      true,
    );
  });

  it('constants', () => {
    expect(s.GOVERNORATES).toHaveLength(27);
    expect(new Set(s.GOVERNORATES).size).toBe(27);
    expect(s.SPECIALITIES.map((x) => x.label)).toEqual(['علمي علوم', 'علمي رياضة', 'أزهري']);
    expect(s.APP_VERSION).toBe('1.2.0');
    expect(s.PAY_BY).toEqual(['wallet', 'paycard']);
    expect(s.TOPUP_METHODS).toHaveLength(10);
    expect(s.normalizeDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });
});
