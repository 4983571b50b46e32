// The service worker (sw.js) that keeps the site for offline play and makes it
// installable, registered where the browser offers one (a secure context: https, or
// localhost).  When a new build has been fetched whole while this page runs,
// onUpdate(restart) is called once; restart() hands the site to it and reloads the page,
// after beforeReload() has kept what the page holds.
export function keepOffline(onUpdate, beforeReload, nav = navigator) {
  if (!("serviceWorker" in nav)) return;
  const sw = nav.serviceWorker;
  let told = false;
  const restart = (worker) => () => {
    beforeReload();
    let reloaded = false;
    const reload = () => {
      if (!reloaded) location.reload();
      reloaded = true;
    };
    sw.addEventListener("controllerchange", reload);
    worker.postMessage("take over");
    setTimeout(reload, 3000); // the new worker did not take over: reload on the old one
  };
  const ready = (worker) => {
    // a build waiting while an older one serves this page (the first one takes over at once)
    if (told || !worker || !sw.controller) return;
    told = true;
    onUpdate(restart(worker));
  };
  sw.register("sw.js", { updateViaCache: "none" })
    .then((reg) => {
      ready(reg.waiting);
      reg.addEventListener("updatefound", () => {
        const worker = reg.installing;
        worker?.addEventListener("statechange", () => worker.state === "installed" && ready(worker));
      });
    })
    .catch(() => {
      // no offline copy (a browser that refuses service workers here): the site still plays
    });
}
