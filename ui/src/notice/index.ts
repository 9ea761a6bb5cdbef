// `@app/ui/notice`: a subpath, bundled by the remotes that show it. Its CSS is a file of its own
// (styled-system/notice.css, from panda.notice.config.ts), kept out of ui.css, which the shell
// loads at start-up.
import '../../styled-system/notice.css';

export { Notice, type NoticeProps, type NoticeTone } from './notice';
