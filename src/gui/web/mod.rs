//! The page's entry point: the same window as the desktop's, started by
//! eframe's web runner on the page's canvas. `index.html` (made by `.ci/web`)
//! loads the module; `wasm-bindgen` runs [`start`] as soon as it is loaded.
//! The engine's Web Workers load the same module (see `ai::worker::lanes`),
//! and there [`start`] serves the page's requests instead.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;

use super::Window;

/// The id of the canvas in `index.html` that the app paints on.
const CANVAS_ID: &str = "akidada";

/// Starts the app on the page's canvas; a failure is shown in the page, in
/// place of the canvas, and in the browser's console.
#[wasm_bindgen(start)]
pub fn start() {
    // Warnings and errors of eframe and egui go to the browser's console.
    eframe::WebLogger::init(log::LevelFilter::Warn).ok();
    // The same module, loaded by `engine.js` in a Web Worker: an engine.
    if crate::ai::worker::lanes::serve_if_worker() {
        return;
    }
    wasm_bindgen_futures::spawn_local(async {
        if let Err(error) = run().await {
            let text = error.as_string().unwrap_or_else(|| format!("{error:?}"));
            log::error!("the app did not start: {text}");
            show_failure(&text);
        }
    });
}

async fn run() -> Result<(), wasm_bindgen::JsValue> {
    let canvas = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(CANVAS_ID))
        .ok_or("the page has no canvas for the app")?
        .dyn_into::<web_sys::HtmlCanvasElement>()
        .map_err(|_| "the app's element is not a canvas")?;
    eframe::WebRunner::new()
        .start(
            canvas,
            eframe::WebOptions::default(),
            Box::new(|cc| Ok(Box::new(Window::from_creation(cc, None)))),
        )
        .await
}

/// Hands `text` to the browser as a file to download, named `name`: what
/// Save as and Export do in a page, which writes no file itself.
pub fn download(name: &str, text: &str) -> Result<(), wasm_bindgen::JsValue> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("the page has no document")?;
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link = document
        .create_element("a")?
        .dyn_into::<web_sys::HtmlAnchorElement>()
        .map_err(|_| "the page made no link")?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    web_sys::Url::revoke_object_url(&url)
}

/// The page's title (the browser's tab): the window's title on the desktop.
pub fn set_title(title: &str) {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        document.set_title(title);
    }
}

/// Puts `text` in the page's failure notice (hidden until then).
fn show_failure(text: &str) {
    let notice = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("failure"));
    if let Some(notice) = notice {
        notice.set_text_content(Some(text));
        let _ = notice.remove_attribute("hidden");
    }
}
