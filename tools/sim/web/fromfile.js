// Opened from a file (file://), the browser refuses the page's modules and its VM, and
// the console cannot start: this plain script (which a browser runs even there) says how
// to serve it, in the browser's language (no choice of the player's can be read there).
(function () {
  if (location.protocol !== "file:") return;
  var words = {
    en: "Opened as a file, the console cannot start: a browser runs it only from a web server. In this folder run: python3 -m http.server 8020  then open http://localhost:8020/ (or run make web in the project).",
    uk: "Відкрита як файл, консоль не може запуститися: браузер запускає її лише з вебсервера. У цій теці виконайте: python3 -m http.server 8020  і відкрийте http://localhost:8020/ (або виконайте make web у проєкті).",
    ru: "Открытая как файл, консоль не может запуститься: браузер запускает её только с веб-сервера. В этой папке выполните: python3 -m http.server 8020  и откройте http://localhost:8020/ (или выполните make web в проекте).",
  };
  var langs = navigator.languages || [navigator.language || "en"];
  var lang = "en";
  for (var i = 0; i < langs.length; i++) {
    var base = String(langs[i]).toLowerCase().split("-")[0];
    if (words[base]) {
      lang = base;
      break;
    }
  }
  document.addEventListener("DOMContentLoaded", function () {
    document.documentElement.lang = lang;
    document.body.classList.add("stopped");
    document.getElementById("note").textContent = words[lang];
  });
})();
