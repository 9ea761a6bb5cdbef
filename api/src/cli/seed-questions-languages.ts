// Arabic (grammar, rhetoric, literary texts) and English questions of the lectures that have an exam.
import type { ExamSet } from './seed-exam-sets';

export const LANGUAGE_SETS: Record<string, ExamSet> = {
  'أسلوب الاستثناء': {
    choice: {
      text: 'ما إعراب كلمة «طالباً» في جملة: «نجح الطلابُ إلا طالباً»؟',
      options: [
        'مستثنى منصوب بالفتحة',
        'بدل من «الطلاب» منصوب بالفتحة',
        'مفعول به منصوب بالفتحة',
        'خبر منصوب بالفتحة',
      ],
      right: 0,
      explain:
        'الاستثناء تام مثبت: ذُكر المستثنى منه «الطلاب» والكلام غير منفي، فيجب نصب المستثنى بعد «إلا»، وعلامة نصبه الفتحة الظاهرة.',
    },
    truefalse: {
      text: 'في جملة «ما حضر إلا محمدٌ» تُعرب كلمة «محمدٌ» فاعلاً مرفوعاً.',
      right: true,
      explain:
        'الاستثناء هنا مفرغ (منفي لم يُذكر فيه المستثنى منه)، فتكون «إلا» أداة حصر لا عمل لها، ويُعرب ما بعدها حسب موقعه في الجملة، و«محمدٌ» فاعل.',
    },
    essay: {
      text: 'استثنِ من جملة «ما غاب الطلابُ» بـ«إلا» مرة وبـ«غير» مرة، واضبط المستثنى، واذكر حكمه الإعرابي.',
      explain:
        'الاستثناء تام منفي، فيجوز في المستثنى بعد «إلا» النصب على الاستثناء أو الإتباع على البدلية: «ما غاب الطلابُ إلا طالباً» أو «إلا طالبٌ»؛ ومع «غير» تأخذ «غير» حكم الاسم الواقع بعد «إلا»: «ما غاب الطلابُ غيرَ طالبٍ» أو «غيرُ طالبٍ»، وما بعدها مضاف إليه مجرور دائماً.',
    },
  },
  'أسلوب النداء': {
    choice: {
      text: 'ما نوع المنادى وحكمه في قولنا: «يا طالبَ العلمِ اجتهدْ»؟',
      options: [
        'علم مفرد مبني على الضم',
        'نكرة مقصودة مبنية على الضم',
        'مضاف منصوب',
        'شبيه بالمضاف مبني على الفتح',
      ],
      right: 2,
      explain: '«طالبَ» منادى مضاف إلى «العلم»، والمنادى المضاف منصوب دائماً، وعلامة نصبه الفتحة.',
    },
    truefalse: {
      text: 'المنادى النكرة غير المقصودة مبني على الضم في محل نصب، مثل: «يا غافلاً تنبّهْ».',
      right: false,
      explain:
        'النكرة غير المقصودة منادى معرب منصوب، مثل «يا غافلاً تنبّهْ»؛ أما العلم المفرد والنكرة المقصودة فيُبنيان على ما يُرفعان به في محل نصب.',
    },
    essay: {
      text: 'نادِ كلمة «المعلم» نداءً صحيحاً واضبطها بالشكل، مع بيان السبب وإعراب المنادى.',
      explain:
        'لا يلي حرفَ النداء «يا» اسمٌ مقترن بـ«أل» مباشرة، فنستعمل «أيها» للمذكر: «يا أيُّها المعلمُ»؛ و«أيُّ» منادى نكرة مقصودة مبني على الضم في محل نصب، و«ها» للتنبيه، و«المعلمُ» نعت (أو بدل) مرفوع.',
    },
  },
  'النص الأول': {
    choice: {
      text: 'في قول أحمد شوقي: «قُمْ لِلْمُعَلِّمِ وَفِّهِ التَّبْجِيلا»، الأسلوب إنشائي نوعه ...',
      options: ['نداء غرضه التعظيم', 'استفهام غرضه التعجب', 'نهي غرضه التحذير', 'أمر غرضه النصح والإرشاد'],
      right: 3,
      explain: '«قُمْ» و«وفِّهِ» فعلا أمر، والأمر هنا غير حقيقي غرضه النصح والإرشاد إلى توقير المعلم.',
    },
    truefalse: {
      text: 'قائل البيت «قم للمعلم وفّه التبجيلا ... كاد المعلم أن يكون رسولا» هو حافظ إبراهيم.',
      right: false,
      explain: 'البيت لأمير الشعراء أحمد شوقي، من قصيدته في تكريم المعلم.',
    },
    essay: {
      text: 'اشرح بأسلوبك قول شوقي: «قم للمعلم وفّه التبجيلا ... كاد المعلم أن يكون رسولا»، وبيّن مكانة المعلم كما يراها الشاعر.',
      explain:
        'يدعو الشاعر إلى القيام للمعلم احتراماً وتوفيته حقه من التقدير، لأن رسالته في الهداية والتعليم تقترب من رسالة الرسل؛ وفي «كاد» مبالغة مقبولة تؤكد عِظم مكانته.',
    },
  },
  'النص الثاني': {
    choice: {
      text: 'في قول حافظ إبراهيم على لسان اللغة العربية: «أنا البحرُ في أحشائه الدرُّ كامنٌ»، الصورة البيانية في «أنا البحر» ...',
      options: ['استعارة مكنية', 'تشبيه بليغ', 'كناية عن صفة', 'مجاز مرسل'],
      right: 1,
      explain:
        'شبّهت اللغة نفسها بالبحر في السعة والغنى، فذُكر المشبه (أنا) والمشبه به (البحر) وحُذفت الأداة ووجه الشبه، فهو تشبيه بليغ.',
    },
    truefalse: {
      text: 'في القصيدة التي منها هذا البيت تتحدث اللغة العربية عن نفسها، وتشكو هجر أبنائها لها.',
      right: true,
      explain:
        'جاءت قصيدة حافظ إبراهيم «اللغة العربية تنعى حظها بين أهلها» على لسان اللغة، تدافع عن سعتها وقدرتها وتعاتب أبناءها على هجرها.',
    },
    essay: {
      text: 'ما دلالة قول الشاعر: «فهل سألوا الغواصَ عن صدفاتي»؟ وما نوع الأسلوب فيه وغرضه؟',
      explain:
        'يدل على أن كنوز اللغة وأسرارها لا يعرفها إلا من تعمق فيها، كما لا يعرف لآلئ البحر إلا الغواص؛ والأسلوب إنشائي: استفهام غرضه النفي واللوم.',
    },
  },
  'Tenses review': {
    choice: {
      text: 'Choose the correct answer: She ______ in Cairo since 2015.',
      options: ['lives', 'was living', 'is living', 'has lived'],
      right: 3,
      explain:
        '«since» مع حدث بدأ في الماضي وما زال مستمراً يتطلب المضارع التام (present perfect): She has lived in Cairo since 2015.',
    },
    truefalse: {
      text: 'In «When I arrived, the train had already left», the past perfect is used correctly.',
      right: true,
      explain: 'الماضي التام (had left) يعبّر عن الحدث الذي وقع أولاً قبل حدث آخر في الماضي (arrived).',
    },
    essay: {
      text: 'Write a short paragraph (about 60 words) about your plans for next summer, using «will» and «going to».',
      explain:
        'A model answer uses «going to» for plans made before speaking (I am going to visit my grandparents in Aswan) and «will» for predictions and quick decisions (I think it will be very hot there).',
    },
  },
  'Passive voice': {
    choice: {
      text: 'Choose the correct answer: The Pyramids ______ thousands of years ago.',
      options: ['were built', 'was building', 'are built', 'have built'],
      right: 0,
      explain:
        'الأهرامات هي التي وقع عليها الفعل، و«thousands of years ago» زمن ماضٍ، فنستخدم المبني للمجهول في الماضي البسيط: were + التصريف الثالث.',
    },
    truefalse: {
      text: 'The passive of «They are painting the room» is «The room is being painted».',
      right: true,
      explain: 'المبني للمجهول في المضارع المستمر: am / is / are + being + التصريف الثالث.',
    },
    essay: {
      text: 'Change into the passive: «The teacher will correct our exams tomorrow.» Then write the rule you used.',
      explain:
        'Our exams will be corrected (by the teacher) tomorrow. The future simple passive is will + be + past participle; the object of the active sentence becomes the subject.',
    },
  },
};
