//! The page's engines: a Web Worker for each lane, started from `engine.js`
//! beside `index.html`, each running a second copy of the app's WebAssembly
//! (the module the page has compiled is handed over, not fetched again) and
//! answering the messages of [`crate::ai::remote`]. A worker takes one
//! request at a time; the others wait here.
//!
//! A worker reads no message while it searches, so a search cannot be told
//! to stop halfway: a cancelled search's worker is ended, and a new one
//! started when its lane is next needed. Its transposition table is lost,
//! a small price beside a page that stops answering for the length of a
//! search. A browser that cannot start the worker runs the requests in the
//! page's own thread, each search capped at [`HERE_SEARCH_TIME`].

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::ai::remote::{Answered, Asked, Engine, HASH_MB, Message, Request, Said};

/// Which engine a request goes to: the computer's play and the analysis
/// (hints, the panel, a review) each have their own, as on the desktop, and
/// Akidada's solve a third, so that it never waits behind a search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Lane {
    Player,
    Analyst,
    Solver,
}

/// The script that starts an engine's worker, beside the page.
const SCRIPT: &str = "./engine.js";

/// What a worker says once its engine is ready for requests.
const READY: &str = "ready";

/// The longest search in the page's own thread (with no worker), which
/// answers nothing meanwhile.
pub const HERE_SEARCH_TIME: Duration = Duration::from_millis(600);

/// Hears what the engine says about one request; `None`: its worker failed.
pub type Listener = Box<dyn FnMut(Option<Said>)>;

#[derive(Default)]
struct LaneState {
    running: Option<Running>,
    waiting: VecDeque<(u64, Request)>,
    /// The request the worker is answering.
    busy: Option<u64>,
    listeners: HashMap<u64, Listener>,
}

/// A started worker and the handlers the browser calls.
struct Running {
    worker: Worker,
    ready: bool,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

#[derive(Default)]
struct Lanes {
    lanes: [LaneState; 3],
    next_id: u64,
    /// A worker could not be started, or failed before it was ready: this
    /// browser runs the engine in the page.
    broken: bool,
    /// Ended workers whose handlers may still be on the stack: dropped at the
    /// next request, never from inside one of their own handlers.
    retired: Vec<Running>,
}

impl Lanes {
    fn lane(&mut self, lane: Lane) -> &mut LaneState {
        &mut self.lanes[lane as usize]
    }
}

thread_local! {
    static LANES: RefCell<Lanes> = RefCell::new(Lanes::default());
    /// The engine of the page's own thread, or of a worker's.
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
}

/// Whether requests can go to a worker (or must run in the page).
pub fn can_start() -> bool {
    LANES.with_borrow(|lanes| !lanes.broken)
}

/// Sends `request` to `lane`'s worker (started if need be); `listener`
/// hears what comes back. Returns the request's number.
pub fn send(lane: Lane, request: Request, listener: Listener) -> u64 {
    let id = LANES.with_borrow_mut(|lanes| {
        lanes.retired.clear();
        lanes.next_id += 1;
        let id = lanes.next_id;
        let state = lanes.lane(lane);
        state.listeners.insert(id, listener);
        state.waiting.push_back((id, request));
        id
    });
    pump(lane);
    id
}

/// Forgets request `id`; if its worker is answering it, ends that worker.
pub fn cancel(lane: Lane, id: u64) {
    LANES.with_borrow_mut(|lanes| {
        let state = lanes.lane(lane);
        state.listeners.remove(&id);
        state.waiting.retain(|(waiting, _)| *waiting != id);
        if state.busy == Some(id) {
            state.busy = None;
            if let Some(running) = state.running.take() {
                retire(lanes, running);
            }
        }
    });
    pump(lane);
}

/// Answers `request` in this thread, capped at [`HERE_SEARCH_TIME`].
pub fn answer_here(request: Request, stop: &AtomicBool, say: &mut dyn FnMut(Said)) {
    ENGINE.with_borrow_mut(|engine| {
        engine.get_or_insert_with(|| Engine::new(HASH_MB)).answer(
            request.capped(HERE_SEARCH_TIME),
            stop,
            say,
        )
    });
}

/// Starts the lane's worker if requests wait, and gives it the next when it
/// is free. With no worker to be had, runs what waits in the page.
fn pump(lane: Lane) {
    let stranded = LANES.with_borrow_mut(|lanes| {
        if !lanes.broken
            && lanes.lane(lane).running.is_none()
            && !lanes.lane(lane).waiting.is_empty()
        {
            match start(lane) {
                Ok(running) => lanes.lane(lane).running = Some(running),
                Err(err) => {
                    log::warn!("the engine's worker did not start ({err:?}): it runs in the page");
                    lanes.broken = true;
                }
            }
        }
        if lanes.broken {
            let state = lanes.lane(lane);
            let waiting: Vec<_> = state.waiting.drain(..).collect();
            return waiting
                .into_iter()
                .filter_map(|(id, request)| Some((request, state.listeners.remove(&id)?)))
                .collect();
        }
        let state = lanes.lane(lane);
        let Some(running) = state.running.as_ref().filter(|r| r.ready) else {
            return Vec::new();
        };
        if state.busy.is_none()
            && let Some((id, request)) = state.waiting.pop_front()
        {
            match serde_json::to_string(&Asked { id, request }) {
                Ok(text)
                    if running
                        .worker
                        .post_message(&JsValue::from_str(&text))
                        .is_ok() =>
                {
                    state.busy = Some(id);
                }
                _ => {
                    if let Some(mut listener) = state.listeners.remove(&id) {
                        // A listener touches only its job's inbox.
                        listener(None);
                    }
                }
            }
        }
        Vec::new()
    });
    for (request, mut listener) in stranded {
        answer_here(request, &AtomicBool::new(false), &mut |said| {
            listener(Some(said))
        });
    }
}

/// A new worker for `lane`, handed the page's module.
fn start(lane: Lane) -> Result<Running, JsValue> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(SCRIPT, &options)?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        heard(lane, event.data());
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        failed(lane, &event);
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    worker.post_message(&wasm_bindgen::module())?;
    Ok(Running {
        worker,
        ready: false,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Ends a worker; its handlers are dropped later (see [`Lanes::retired`]).
fn retire(lanes: &mut Lanes, running: Running) {
    running.worker.terminate();
    running.worker.set_onmessage(None);
    running.worker.set_onerror(None);
    lanes.retired.push(running);
}

/// A message from `lane`'s worker: its text, or its text and bytes.
fn heard(lane: Lane, data: JsValue) {
    let message = match data.as_string() {
        Some(text) => Message {
            text,
            bytes: Vec::new(),
        },
        None => {
            let parts: js_sys::Array = data.unchecked_into();
            Message {
                text: parts.get(0).as_string().unwrap_or_default(),
                bytes: js_sys::Uint8Array::new(&parts.get(1)).to_vec(),
            }
        }
    };
    if message.text == READY {
        LANES.with_borrow_mut(|lanes| {
            if let Some(running) = lanes.lane(lane).running.as_mut() {
                running.ready = true;
            }
        });
        pump(lane);
        return;
    }
    let Answered { id, said } = match Answered::read(message) {
        Ok(answered) => answered,
        Err(err) => {
            log::error!("the engine's answer could not be read: {err}");
            return;
        }
    };
    let last = said.is_last();
    let listener = LANES.with_borrow_mut(|lanes| lanes.lane(lane).listeners.remove(&id));
    if let Some(mut listener) = listener {
        listener(Some(said));
        if !last {
            LANES.with_borrow_mut(|lanes| {
                let state = lanes.lane(lane);
                // Unless it was cancelled meanwhile.
                if state.busy == Some(id) {
                    state.listeners.insert(id, listener);
                }
            });
        }
    }
    if last {
        LANES.with_borrow_mut(|lanes| {
            let state = lanes.lane(lane);
            if state.busy == Some(id) {
                state.busy = None;
            }
        });
        pump(lane);
    }
}

/// `lane`'s worker failed: it could not load, or its engine stopped. The
/// request it was answering ends with nothing; the others go to a new
/// worker, or to the page if the worker never became ready.
fn failed(lane: Lane, event: &web_sys::Event) {
    let what = event
        .dyn_ref::<web_sys::ErrorEvent>()
        .map_or_else(|| "it could not load".to_string(), |e| e.message());
    log::error!("the engine's worker failed: {what}");
    let listener = LANES.with_borrow_mut(|lanes| {
        let state = lanes.lane(lane);
        let running = state.running.take()?;
        if !running.ready {
            lanes.broken = true;
        }
        let busy = lanes.lane(lane).busy.take();
        retire(lanes, running);
        busy.and_then(|id| lanes.lane(lane).listeners.remove(&id))
    });
    if let Some(mut listener) = listener {
        listener(None);
    }
    pump(lane);
}

/// Sends a message to the page: its text alone, or its text and its bytes,
/// the bytes handed over rather than copied.
fn post(scope: &DedicatedWorkerGlobalScope, message: Message) -> Result<(), JsValue> {
    let text = JsValue::from_str(&message.text);
    if message.bytes.is_empty() {
        return scope.post_message(&text);
    }
    let bytes = js_sys::Uint8Array::from(message.bytes.as_slice());
    let parts = js_sys::Array::of2(&text, &bytes);
    scope.post_message_with_transfer(&parts, &js_sys::Array::of1(&bytes.buffer()))
}

/// In an engine's worker, answers the page's requests, and says so; in the
/// page itself, does nothing. Whether this is a worker.
pub fn serve_if_worker() -> bool {
    if web_sys::window().is_some() {
        return false;
    }
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let Some(text) = event.data().as_string() else {
            return;
        };
        // Never stopped from here: the page ends the worker instead.
        let stop = AtomicBool::new(false);
        ENGINE.with_borrow_mut(|engine| {
            engine
                .get_or_insert_with(|| Engine::new(HASH_MB))
                .answer_text(&text, &stop, &mut |reply| {
                    if post(&replies, reply).is_err() {
                        log::error!("the engine's answer could not be sent");
                    }
                })
        });
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    if scope.post_message(&JsValue::from_str(READY)).is_err() {
        log::error!("the engine's worker could not say it is ready");
    }
    true
}
