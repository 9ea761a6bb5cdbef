// The Arabic demo content of `pnpm seed` (ARCHITECTURE §5): plain data, read by seed.ts.

export const GRADES = ['الصف الأول الثانوي', 'الصف الثاني الثانوي', 'الصف الثالث الثانوي'];

export const CATEGORIES = [
  'الفيزياء',
  'الكيمياء',
  'الأحياء',
  'الرياضيات',
  'اللغة العربية',
  'اللغة الإنجليزية',
  'التاريخ',
  'الجغرافيا',
];

export interface DemoTeacher {
  name: string;
  bio: string;
  phone?: string;
  email?: string;
  whatsapp_url?: string;
  facebook_url?: string;
  youtube_url?: string;
  telegram_url?: string;
  twitter_url?: string;
  messenger_url?: string;
}

export const TEACHERS: DemoTeacher[] = [
  {
    name: 'أ. أحمد عبد الرحمن',
    bio: 'مدرس الفيزياء للمرحلة الثانوية، خبرة خمسة عشر عاماً في تبسيط المفاهيم.',
    phone: '01001234567',
    email: 'ahmed.physics@example.com',
    whatsapp_url: 'https://wa.me/201001234567',
    youtube_url: 'https://www.youtube.com/@demo-physics',
    facebook_url: 'https://www.facebook.com/demo.physics',
  },
  {
    name: 'د. منى السيد',
    bio: 'دكتوراه في الكيمياء العضوية، تشرح الكيمياء بالتجارب والأمثلة اليومية.',
    email: 'mona.chem@example.com',
    telegram_url: 'https://t.me/demo_chemistry',
    youtube_url: 'https://www.youtube.com/@demo-chemistry',
  },
  {
    name: 'أ. محمود فتحي',
    bio: 'مدرس الرياضيات: تفاضل وتكامل وجبر وهندسة فراغية.',
    phone: '01112345678',
    whatsapp_url: 'https://wa.me/201112345678',
    facebook_url: 'https://www.facebook.com/demo.math',
    messenger_url: 'https://m.me/demo.math',
  },
  {
    name: 'أ. سارة إبراهيم',
    bio: 'مدرسة الأحياء، متخصصة في الوراثة وعلم وظائف الأعضاء.',
    email: 'sara.bio@example.com',
    twitter_url: 'https://x.com/demo_biology',
  },
  {
    name: 'أ. خالد يوسف',
    bio: 'مدرس اللغة العربية: نحو وبلاغة وأدب وقراءة.',
    phone: '01223456789',
    youtube_url: 'https://www.youtube.com/@demo-arabic',
  },
  {
    name: 'Mr. Omar Hassan',
    bio: 'مدرس اللغة الإنجليزية: قواعد وكتابة ومفردات واستماع.',
    email: 'omar.english@example.com',
    telegram_url: 'https://t.me/demo_english',
  },
];

export interface DemoCourse {
  name: string;
  description: string;
  category: string;
  grades: number[];
  teacher: number;
  payType: 'course' | 'lectures';
  /** Pounds. */
  price: number;
  featured?: boolean;
  showPreview?: boolean;
  maxStudents?: number;
  lectures: string[];
  /** Pounds, for 'lectures' courses. */
  lecturePrice?: number;
}

const L = (...names: string[]) => names;

export const COURSES: DemoCourse[] = [
  {
    name: 'الفيزياء الحديثة - الصف الثالث الثانوي',
    description:
      'شرح كامل لباب الفيزياء الحديثة: إشعاع الجسم الأسود، الظاهرة الكهروضوئية، وأشعة الليزر، مع حل أسئلة امتحانات السنوات السابقة. رابط مراجعة: https://example.com/physics-review',
    category: 'الفيزياء',
    grades: [3],
    teacher: 0,
    payType: 'course',
    price: 250,
    featured: true,
    showPreview: true,
    lectures: L('مقدمة في الفيزياء الحديثة', 'إشعاع الجسم الأسود', 'الظاهرة الكهروضوئية', 'الليزر وتطبيقاته'),
  },
  {
    name: 'الكهربية والمغناطيسية',
    description: 'التيار الكهربي وقانون أوم، قانونا كيرشوف، التأثير المغناطيسي للتيار، الحث الكهرومغناطيسي.',
    category: 'الفيزياء',
    grades: [3],
    teacher: 0,
    payType: 'lectures',
    price: 0,
    featured: true,
    showPreview: true,
    lecturePrice: 40,
    lectures: L('التيار الكهربي وقانون أوم', 'قانونا كيرشوف', 'المجال المغناطيسي', 'الحث الكهرومغناطيسي'),
  },
  {
    name: 'أساسيات الفيزياء - الصف الأول الثانوي',
    description: 'القياس الفيزيائي، الحركة في خط مستقيم، قوانين نيوتن، الشغل والطاقة. دورة مجانية للجميع.',
    category: 'الفيزياء',
    grades: [1],
    teacher: 0,
    payType: 'course',
    price: 0,
    featured: true,
    showPreview: true,
    lectures: L('القياس الفيزيائي', 'الحركة في خط مستقيم', 'قوانين نيوتن'),
  },
  {
    name: 'الكيمياء العضوية',
    description: 'الهيدروكربونات، الكحولات، الأحماض الكربوكسيلية والإسترات، مع خرائط ذهنية لكل درس.',
    category: 'الكيمياء',
    grades: [3],
    teacher: 1,
    payType: 'course',
    price: 200,
    featured: true,
    showPreview: false,
    lectures: L('مقدمة الكيمياء العضوية', 'الألكانات والألكينات', 'الكحولات والفينولات', 'الأحماض والإسترات'),
  },
  {
    name: 'الكيمياء الكهربية',
    description: 'الخلايا الجلفانية والإلكتروليتية، الطلاء الكهربي وتنقية المعادن.',
    category: 'الكيمياء',
    grades: [3],
    teacher: 1,
    payType: 'lectures',
    price: 0,
    lecturePrice: 35,
    showPreview: true,
    lectures: L('الخلايا الجلفانية', 'الخلايا الإلكتروليتية', 'التحليل الكهربي'),
  },
  {
    name: 'التفاضل والتكامل',
    description: 'النهايات والاتصال، قواعد الاشتقاق، تطبيقات التفاضل، التكامل المحدد وغير المحدد.',
    category: 'الرياضيات',
    grades: [3],
    teacher: 2,
    payType: 'course',
    price: 300,
    featured: true,
    showPreview: true,
    maxStudents: 500,
    lectures: L('النهايات', 'قواعد الاشتقاق', 'تطبيقات التفاضل', 'التكامل'),
  },
  {
    name: 'الجبر والهندسة الفراغية',
    description: 'المصفوفات والمحددات، الأعداد المركبة، الهندسة الفراغية والمتجهات.',
    category: 'الرياضيات',
    grades: [2, 3],
    teacher: 2,
    payType: 'lectures',
    price: 0,
    lecturePrice: 30,
    showPreview: true,
    lectures: L('المصفوفات', 'المحددات', 'الأعداد المركبة', 'المتجهات في الفراغ'),
  },
  {
    name: 'حساب المثلثات - الصف الأول الثانوي',
    description: 'الزاوية الموجهة، الدوال المثلثية، التمثيل البياني للدوال المثلثية. مجانية.',
    category: 'الرياضيات',
    grades: [1],
    teacher: 2,
    payType: 'course',
    price: 0,
    showPreview: true,
    lectures: L('الزاوية الموجهة', 'الدوال المثلثية'),
  },
  {
    name: 'الوراثة وعلم الجينات',
    description: 'الحمض النووي DNA، تضاعفه، تخليق البروتين، الطفرات والهندسة الوراثية.',
    category: 'الأحياء',
    grades: [3],
    teacher: 3,
    payType: 'course',
    price: 180,
    featured: true,
    showPreview: true,
    lectures: L('الحمض النووي', 'تخليق البروتين', 'الطفرات', 'الهندسة الوراثية'),
  },
  {
    name: 'الدعامة والحركة في الكائنات الحية',
    description: 'الدعامة في النبات والإنسان، الجهاز الهيكلي، العضلات وآلية الانقباض.',
    category: 'الأحياء',
    grades: [3],
    teacher: 3,
    payType: 'lectures',
    price: 0,
    lecturePrice: 25,
    lectures: L('الدعامة في النبات', 'الجهاز الهيكلي', 'العضلات'),
  },
  {
    name: 'النحو والبلاغة',
    description: 'أساليب النحو المقررة، علم البيان والبديع، مع تدريبات على أسئلة الامتحان.',
    category: 'اللغة العربية',
    grades: [2, 3],
    teacher: 4,
    payType: 'course',
    price: 150,
    showPreview: true,
    lectures: L('أسلوب الاستثناء', 'أسلوب النداء', 'التشبيه والاستعارة'),
  },
  {
    name: 'القراءة والنصوص الأدبية',
    description: 'تحليل النصوص الأدبية المقررة وشرح موضوعات القراءة. مجانية لجميع الطلاب.',
    category: 'اللغة العربية',
    grades: [1, 2],
    teacher: 4,
    payType: 'course',
    price: 0,
    lectures: L('النص الأول', 'النص الثاني'),
  },
  {
    name: 'English Grammar & Writing',
    description: 'القواعد الأساسية للغة الإنجليزية، كتابة المقال والبريد الإلكتروني، مع اختبارات قصيرة.',
    category: 'اللغة الإنجليزية',
    grades: [1, 2, 3],
    teacher: 5,
    payType: 'course',
    price: 120,
    showPreview: true,
    lectures: L('Tenses review', 'Passive voice', 'Essay writing'),
  },
  {
    name: 'مراجعة ليلة الامتحان - فيزياء',
    description: 'مراجعة نهائية مركزة لأهم أفكار المنهج في محاضرات قصيرة، تُشترى كل محاضرة على حدة.',
    category: 'الفيزياء',
    grades: [3],
    teacher: 0,
    payType: 'lectures',
    price: 0,
    lecturePrice: 20,
    showPreview: true,
    lectures: L('مراجعة الكهربية', 'مراجعة الفيزياء الحديثة'),
  },
];

export const HONOR_PANEL = [
  { name: 'يوسف محمد علي', governorate: 'القاهرة', correction: 49.5, total: 50 },
  { name: 'مريم أحمد حسن', governorate: 'الإسكندرية', correction: 49, total: 50 },
  { name: 'عمر خالد سعيد', governorate: 'الدقهلية', correction: 48.5, total: 50 },
  { name: 'سلمى محمود عادل', governorate: 'أسيوط', correction: 48, total: 50 },
  { name: 'زياد إبراهيم فؤاد', governorate: 'الشرقية', correction: 47.5, total: 50 },
  { name: 'نور الهدى سامي', governorate: 'سوهاج', correction: 47, total: 50 },
];

/** Question-bank tree: folder → sub-folders → questions (with answers where staff answered). */
export const BANK_TREE = [
  {
    name: 'الفيزياء',
    children: [
      {
        name: 'كتاب الامتحان - الفيزياء الحديثة',
        questions: [
          {
            page: 12,
            number: 3,
            text: 'لماذا لا تنبعث إلكترونات من سطح المعدن مهما زادت شدة الضوء إذا كان تردده أقل من التردد الحرج؟',
            answer:
              'لأن طاقة الفوتون الواحد (hν) أقل من دالة الشغل للمعدن، وزيادة الشدة تزيد عدد الفوتونات لا طاقة كل منها.',
          },
          {
            page: 15,
            number: 7,
            text: 'احسب طول موجة دي برولي لإلكترون يتحرك بسرعة 2×10^6 م/ث.',
            answer: 'λ = h / (m v) = 6.625×10^-34 / (9.1×10^-31 × 2×10^6) ≈ 3.64×10^-10 م.',
          },
        ],
      },
      {
        name: 'كتاب الامتحان - الكهربية',
        questions: [
          {
            page: 30,
            number: 1,
            text: 'متى تكون القدرة المستنفدة في المقاومة الخارجية أكبر ما يمكن؟',
            answer: null,
          },
        ],
      },
    ],
  },
  {
    name: 'الكيمياء',
    children: [
      {
        name: 'الكيمياء العضوية',
        questions: [
          {
            page: 44,
            number: 2,
            text: 'اكتب الصيغة البنائية لحمض الأسيتيك واذكر اسمه بنظام الأيوباك.',
            answer: 'CH3COOH، واسمه حمض الإيثانويك.',
          },
        ],
      },
    ],
  },
  { name: 'الرياضيات', children: [] },
];

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-student-2026';
/** Printed by the seed; fixed so the e2e suite and a person trying the demo can use them. */
export const DEMO_PAYCARDS = ['DEMOCARD0001', 'DEMOCARD0002', 'DEMOCARD0003', 'DEMOCARD0004', 'DEMOCARD0005'];
/**
 * Cards that expired on 2020-01-01: what a student typing an old card sees. Staff cannot issue a
 * card already expired (pnpm ops holds expiry dates to today or later), so the demo brings them.
 */
export const DEMO_EXPIRED_PAYCARDS = ['DEMOEXPIRED01', 'DEMOEXPIRED02', 'DEMOEXPIRED03'];
export const DEMO_RECHARGE_CARDS = ['DEMOTOPUP001', 'DEMOTOPUP002', 'DEMOTOPUP003'];
export const DEMO_GENERAL_EXAM_CODE = 'DEMO2026';
