//! Jobs in a web page, which has no threads. A Dama search is asked of an
//! engine in a Web Worker ([`Job::ask`], see [`super::lanes`]), so the page
//! goes on answering while it thinks. Other work ([`Job::start`]: a table
//! loaded, a short judgement) runs in the page's own thread, in one piece,
//! on the poll after the one that first sees it, so the frame that asked is
//! painted first.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::lanes::{self, Lane};
use super::{JobEvent, Wake};
use crate::ai::remote::{Request, Said};

/// Work that says its events itself.
type Work<P, R> = Box<dyn FnOnce(&AtomicBool, &mut dyn FnMut(JobEvent<P, R>))>;

/// Work not yet run in the page's thread, and whether a poll has seen it.
struct Pending<P, R> {
    work: Work<P, R>,
    seen: bool,
    wake: Wake,
}

/// What a Web Worker said about a job, kept until the job is polled.
struct Inbox<P, R> {
    events: Vec<JobEvent<P, R>>,
    /// Nothing more will come: the last message came, or the worker failed.
    ended: bool,
}

enum Source<P, R> {
    /// Run in the page's thread when due.
    Here(Option<Pending<P, R>>),
    /// Asked of the engine on `lane` as request `id`.
    Worker {
        lane: Lane,
        id: u64,
        inbox: Rc<RefCell<Inbox<P, R>>>,
    },
}

/// One piece of work: in a Web Worker, or in the page's thread.
pub struct Job<P, R> {
    stop: Arc<AtomicBool>,
    source: Source<P, R>,
    events: Vec<JobEvent<P, R>>,
    finished: bool,
}

impl<P: 'static, R: 'static> Job<P, R> {
    /// Keeps `work` to run on a later poll (see the module's note).
    pub fn start<F>(_name: &str, wake: Wake, work: F) -> Job<P, R>
    where
        F: FnOnce(&AtomicBool, &mut dyn FnMut(P)) -> R + Send + 'static,
    {
        Job::here(
            wake,
            Box::new(move |stop, say| {
                let result = work(stop, &mut |p| say(JobEvent::Progress(p)));
                say(JobEvent::Done(result));
            }),
        )
    }

    /// Asks the engine on `lane` for `request`; `read` turns what it says
    /// into this job's events (`None`: nothing the caller needs). In a
    /// browser that cannot start the engine's worker, the request runs in
    /// the page's thread instead, its searches capped at
    /// [`lanes::HERE_SEARCH_TIME`].
    pub fn ask(
        lane: Lane,
        request: Request,
        wake: Wake,
        mut read: impl FnMut(Said) -> Option<JobEvent<P, R>> + 'static,
    ) -> Job<P, R> {
        if !lanes::can_start() {
            return Job::here(
                wake,
                Box::new(move |stop, say| {
                    lanes::answer_here(request, stop, &mut |said| {
                        if let Some(event) = read(said) {
                            say(event);
                        }
                    })
                }),
            );
        }
        let inbox = Rc::new(RefCell::new(Inbox {
            events: Vec::new(),
            ended: false,
        }));
        let into = Rc::clone(&inbox);
        let listener = Box::new(move |said: Option<Said>| {
            {
                let mut inbox = into.borrow_mut();
                match said {
                    Some(said) => {
                        inbox.ended |= said.is_last();
                        inbox.events.extend(read(said));
                    }
                    // The worker failed: the job ends with no result, as a
                    // thread that panicked does on the desktop.
                    None => inbox.ended = true,
                }
            }
            wake();
        });
        let id = lanes::send(lane, request, listener);
        Job {
            stop: Arc::new(AtomicBool::new(false)),
            source: Source::Worker { lane, id, inbox },
            events: Vec::new(),
            finished: false,
        }
    }

    fn here(wake: Wake, work: Work<P, R>) -> Job<P, R> {
        Job {
            stop: Arc::new(AtomicBool::new(false)),
            source: Source::Here(Some(Pending {
                work,
                seen: false,
                wake,
            })),
            events: Vec::new(),
            finished: false,
        }
    }

    /// Stops the work. A worker's search is stopped at once (its worker is
    /// ended and another started), so it says nothing more.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Source::Worker { lane, id, inbox } = &self.source {
            lanes::cancel(*lane, *id);
            inbox.borrow_mut().ended = true;
        }
    }

    pub fn is_cancelled(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Everything the job said since the last poll, oldest first.
    pub fn poll(&mut self) -> Vec<JobEvent<P, R>> {
        match &mut self.source {
            Source::Here(_) => self.run_if_due(false),
            Source::Worker { inbox, .. } => {
                let mut inbox = inbox.borrow_mut();
                self.events.append(&mut inbox.events);
                self.finished |= inbox.ended;
            }
        }
        std::mem::take(&mut self.events)
    }

    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The result: work for the page's thread runs now; a worker's is given
    /// only if it has come (a page cannot wait).
    pub fn wait(mut self) -> Option<R> {
        if matches!(self.source, Source::Here(_)) {
            self.run_if_due(true);
        }
        self.poll().into_iter().find_map(|e| match e {
            JobEvent::Done(r) => Some(r),
            JobEvent::Progress(_) => None,
        })
    }

    fn run_if_due(&mut self, now: bool) {
        let Source::Here(pending) = &mut self.source else {
            return;
        };
        let Some(due) = pending.as_mut() else {
            return;
        };
        if !due.seen && !now {
            due.seen = true;
            (due.wake)();
            return;
        }
        let Some(due) = pending.take() else {
            return;
        };
        self.finished = true;
        if self.stop.load(Ordering::Relaxed) {
            // Cancelled before it ran: it ends without a result.
            return;
        }
        let events = &mut self.events;
        (due.work)(&self.stop, &mut |event| events.push(event));
        (due.wake)();
    }
}

impl<P, R> Drop for Job<P, R> {
    /// A worker's job nobody waits for is stopped, so its lane is free for
    /// the next request.
    fn drop(&mut self) {
        if let Source::Worker { lane, id, .. } = &self.source {
            // Nothing if it has ended.
            lanes::cancel(*lane, *id);
        }
    }
}
