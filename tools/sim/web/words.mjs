// The page's own words (the screen's are the firmware's) in the console's languages, and
// the language the player chose: the index "lang" in the firmware's settings file, into
// uikit/lang.py's LANGS (the same three codes in the same order; a test checks it).  Before
// any choice, the browser's language.  "%s" marks where a word takes its argument.
export const LANGS = ["en", "uk", "ru"];
export const SETTINGS = "settings.json"; // in /data, as store/settings.py keeps it

const WORDS = {
  en: {
    title: "Pocket Cards",
    screen: "The console's 128x64 screen",
    up: "Up",
    down: "Down",
    left: "Left",
    right: "Right",
    mute: "mute",
    help: "how to play",
    reset: "reset…",
    panel: "Battery and console",
    battery: "Battery",
    reader: "battery reader (read at start)",
    restart: "restart to apply",
    vsys: "VSYS on the cells",
    usb: "on USB power",
    batteryKeys: "Keys as in make play: [ and ] step VSYS by 50 mV, U plugs USB in or out.",
    lines: "Console lines",
    noReader: "no battery reader (as a board without one)",
    batteryMv: "battery: VSYS %s mV",
    batteryUsb: "battery: USB power",
    noReaderKey: "(no battery reader: tick the battery reader in the panel, then restart)",
    resetAsk:
      "Erase everything the console keeps in this browser (settings, records, a paused match) and start afresh?",
    keep: "keep it",
    erase: "erase",
    helpTitle: "How to play",
    helpButtons:
      "The arrows move, A chooses, B goes back; at a table B pauses the game. Hold B for the main menu. A button stays pressed as long as your finger is on it, as on the device.",
    helpGames: "Each game's rules: Rules in the main menu.",
    helpKeys:
      "Keys: arrows move · Z or Enter = A · X or Backspace = B · Shift+Z / Shift+X hold A / B",
    licences: "Licences",
    ok: "OK",
    close: "close",
    screenOff: "screen off: any button wakes it",
    stopped: "The console stopped: %s",
    badSeed: "seed=%s is not a whole number 0..1073741824: ignored",
    held: "(a game in play: its lines show when it is over)",
    saved: "(a game kept for later: its lines stay hidden)",
    blocked:
      "This browser does not let the page keep data (site data is blocked): you can play, but settings, records and games will not be kept.",
    missing:
      "This browser gives the page no storage: you can play, but settings, records and games will not be kept.",
    full: "This site's storage in the browser is full: you can play, but settings, records and games will not be kept. What was kept before is still there.",
    damaged: "Something kept in this browser was damaged and has been set aside: %s.",
    otherTab: "The console is open in another tab or window.",
    moved: "The console moved to another tab or window.",
    playHere: "Play here",
    update: "A new version of the console is ready.",
    restartNow: "Restart",
  },
  uk: {
    title: "Кишенькові карти",
    screen: "Екран консолі 128×64",
    up: "Вгору",
    down: "Вниз",
    left: "Ліворуч",
    right: "Праворуч",
    mute: "без звуку",
    help: "як грати",
    reset: "скинути…",
    panel: "Батарея і консоль",
    battery: "Батарея",
    reader: "датчик батареї (читається під час запуску)",
    restart: "перезапустити, щоб застосувати",
    vsys: "VSYS на елементах живлення",
    usb: "живлення від USB",
    batteryKeys: "Клавіші як у make play: [ і ] змінюють VSYS на 50 мВ, U вмикає чи вимикає USB.",
    lines: "Рядки консолі",
    noReader: "датчика батареї немає (як на платі без нього)",
    batteryMv: "батарея: VSYS %s мВ",
    batteryUsb: "батарея: живлення від USB",
    noReaderKey: "(датчика батареї немає: увімкніть датчик батареї на панелі й перезапустіть)",
    resetAsk:
      "Стерти все, що консоль зберігає в цьому браузері (налаштування, рекорди, відкладену партію), і почати заново?",
    keep: "залишити",
    erase: "стерти",
    helpTitle: "Як грати",
    helpButtons:
      "Стрілки переміщують, A вибирає, B повертає назад; за столом B ставить гру на паузу. Утримуйте B, щоб перейти до головного меню. Кнопка натиснута, доки на ній палець, як на пристрої.",
    helpGames: "Правила кожної гри: «Правила» в головному меню.",
    helpKeys:
      "Клавіші: стрілки переміщують · Z або Enter = A · X або Backspace = B · Shift+Z / Shift+X утримують A / B",
    licences: "Ліцензії",
    ok: "Гаразд",
    close: "закрити",
    screenOff: "екран вимкнено: будь-яка кнопка його ввімкне",
    stopped: "Консоль зупинилася: %s",
    badSeed: "seed=%s — не ціле число від 0 до 1073741824: не враховано",
    held: "(іде гра: її рядки з’являться, коли вона закінчиться)",
    saved: "(гру відкладено: її рядки залишаються прихованими)",
    blocked:
      "Цей браузер не дозволяє сторінці зберігати дані (дані сайтів заблоковано): грати можна, але налаштування, рекорди та ігри не збережуться.",
    missing:
      "Цей браузер не надає сторінці сховища: грати можна, але налаштування, рекорди та ігри не збережуться.",
    full: "Сховище цього сайту в браузері заповнене: грати можна, але налаштування, рекорди та ігри не збережуться. Збережене раніше нікуди не зникло.",
    damaged: "Дещо зі збереженого в цьому браузері пошкоджено й відкладено окремо: %s.",
    otherTab: "Консоль відкрита в іншій вкладці чи вікні.",
    moved: "Консоль перейшла в іншу вкладку чи вікно.",
    playHere: "Грати тут",
    update: "Нова версія консолі готова.",
    restartNow: "Перезапустити",
  },
  ru: {
    title: "Карманные карты",
    screen: "Экран консоли 128×64",
    up: "Вверх",
    down: "Вниз",
    left: "Влево",
    right: "Вправо",
    mute: "без звука",
    help: "как играть",
    reset: "сбросить…",
    panel: "Батарея и консоль",
    battery: "Батарея",
    reader: "датчик батареи (читается при запуске)",
    restart: "перезапустить, чтобы применить",
    vsys: "VSYS на элементах питания",
    usb: "питание от USB",
    batteryKeys:
      "Клавиши как в make play: [ и ] меняют VSYS на 50 мВ, U подключает или отключает USB.",
    lines: "Строки консоли",
    noReader: "датчика батареи нет (как на плате без него)",
    batteryMv: "батарея: VSYS %s мВ",
    batteryUsb: "батарея: питание от USB",
    noReaderKey: "(датчика батареи нет: включите датчик батареи на панели и перезапустите)",
    resetAsk:
      "Стереть всё, что консоль хранит в этом браузере (настройки, рекорды, отложенную партию), и начать заново?",
    keep: "оставить",
    erase: "стереть",
    helpTitle: "Как играть",
    helpButtons:
      "Стрелки перемещают, A выбирает, B возвращает назад; за столом B ставит игру на паузу. Удерживайте B, чтобы перейти в главное меню. Кнопка нажата, пока на ней палец, как на устройстве.",
    helpGames: "Правила каждой игры: «Правила» в главном меню.",
    helpKeys:
      "Клавиши: стрелки перемещают · Z или Enter = A · X или Backspace = B · Shift+Z / Shift+X удерживают A / B",
    licences: "Лицензии",
    ok: "Хорошо",
    close: "закрыть",
    screenOff: "экран выключен: любая кнопка его включит",
    stopped: "Консоль остановилась: %s",
    badSeed: "seed=%s — не целое число от 0 до 1073741824: не учтено",
    held: "(идёт игра: её строки появятся, когда она закончится)",
    saved: "(игра отложена: её строки остаются скрытыми)",
    blocked:
      "Этот браузер не разрешает странице хранить данные (данные сайтов заблокированы): играть можно, но настройки, рекорды и игры не сохранятся.",
    missing:
      "Этот браузер не даёт странице хранилища: играть можно, но настройки, рекорды и игры не сохранятся.",
    full: "Хранилище этого сайта в браузере заполнено: играть можно, но настройки, рекорды и игры не сохранятся. Сохранённое раньше никуда не делось.",
    damaged: "Часть сохранённого в этом браузере повреждена и отложена отдельно: %s.",
    otherTab: "Консоль открыта в другой вкладке или окне.",
    moved: "Консоль перешла в другую вкладку или окно.",
    playHere: "Играть здесь",
    update: "Новая версия консоли готова.",
    restartNow: "Перезапустить",
  },
};

let code = "en";
const listeners = [];

// The word for key in the current language, its "%s" filled with arg.
export function t(key, arg = "") {
  return (WORDS[code][key] ?? WORDS.en[key]).replace("%s", String(arg));
}

export function current() {
  return code;
}

// The language of the settings file's bytes, or null (none chosen, or not readable).
export function chosen(bytes) {
  if (!bytes) return null;
  try {
    const i = JSON.parse(new TextDecoder().decode(bytes)).lang;
    return Number.isInteger(i) && i >= 0 && i < LANGS.length ? LANGS[i] : null;
  } catch {
    return null; // the firmware sets a damaged file aside and says so itself
  }
}

// The first of the browser's languages the console speaks, else English.
export function browsers(languages = navigator.languages ?? [navigator.language]) {
  for (const tag of languages) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

// Runs fn() now and whenever the language changes: whatever it writes follows it.
export function follow(fn) {
  listeners.push(fn);
  fn();
}

// Makes lang the page's language: the document's own words (data-w: the text, data-w-label:
// the label a screen reader says), lang and title, and everything follow() keeps.
export function use(lang, doc = document) {
  if (!WORDS[lang]) return;
  const changed = lang !== code || !doc.documentElement.dataset.words;
  code = lang;
  doc.documentElement.lang = lang;
  doc.documentElement.dataset.words = lang;
  doc.title = t("title");
  for (const el of doc.querySelectorAll("[data-w]")) el.textContent = t(el.dataset.w);
  for (const el of doc.querySelectorAll("[data-w-label]")) {
    el.setAttribute("aria-label", t(el.dataset.wLabel));
    if (el.hasAttribute("title")) el.title = t(el.dataset.wLabel);
  }
  if (changed) for (const fn of listeners) fn();
}
