//! Long work on its own thread: a search, an analysis, a table build. Requests go
//! in as a closure; progress and the result come out through a channel that the
//! caller polls (the window does, once a frame), so nothing ever blocks the
//! thread that asked. The work is cancelled by a shared flag, which every long
//! task in the engine checks often; dropping the job cancels it too.
//!
//! A web page has no threads (`std::thread::spawn` fails there): on
//! `wasm32` the same interface runs the Dama searches in Web Workers
//! ([`lanes`]), and other work in the page's own thread ([`page`]). See the
//! README's web section.

use std::sync::Arc;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::{AtomicBool, Ordering};
#[cfg(not(target_arch = "wasm32"))]
use std::sync::mpsc::{self, Receiver, TryRecvError};
#[cfg(not(target_arch = "wasm32"))]
use std::thread::JoinHandle;

#[cfg(target_arch = "wasm32")]
pub mod lanes;
#[cfg(target_arch = "wasm32")]
mod page;
#[cfg(target_arch = "wasm32")]
pub use page::Job;

/// Called from the worker whenever it has news (the window asks for a repaint).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// What a job has to say.
#[derive(Debug, PartialEq)]
pub enum JobEvent<P, R> {
    Progress(P),
    Done(R),
}

/// One piece of work running on its own thread.
#[cfg(not(target_arch = "wasm32"))]
pub struct Job<P, R> {
    stop: Arc<AtomicBool>,
    events: Receiver<JobEvent<P, R>>,
    thread: Option<JoinHandle<()>>,
    finished: bool,
}

#[cfg(not(target_arch = "wasm32"))]
impl<P: Send + 'static, R: Send + 'static> Job<P, R> {
    /// Starts `work` on a new thread. It gets the stop flag (to check often)
    /// and a function to report progress with; what it returns is the result.
    /// `wake` is called after each event is sent.
    pub fn start<F>(name: &str, wake: Wake, work: F) -> Job<P, R>
    where
        F: FnOnce(&AtomicBool, &mut dyn FnMut(P)) -> R + Send + 'static,
    {
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, rx) = mpsc::channel();
        let flag = Arc::clone(&stop);
        let thread = std::thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                let progress_tx = tx.clone();
                let progress_wake = Arc::clone(&wake);
                let mut progress = move |p: P| {
                    // The receiver may be gone (the job was dropped): nothing to do.
                    let _ = progress_tx.send(JobEvent::Progress(p));
                    progress_wake();
                };
                let result = work(&flag, &mut progress);
                let _ = tx.send(JobEvent::Done(result));
                wake();
            })
            .ok();
        Job {
            stop,
            events: rx,
            finished: thread.is_none(),
            thread,
        }
    }

    /// Asks the work to stop; it returns soon after with what it has.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Everything the job said since the last poll, oldest first.
    pub fn poll(&mut self) -> Vec<JobEvent<P, R>> {
        let mut events = Vec::new();
        loop {
            match self.events.try_recv() {
                Ok(event) => {
                    if matches!(event, JobEvent::Done(_)) {
                        self.finished = true;
                    }
                    events.push(event);
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    // The thread ended without a result: it panicked.
                    self.finished = true;
                    break;
                }
            }
        }
        events
    }

    /// Whether the result has been received (or the thread is gone).
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Waits for the result, dropping progress (for the command line and tests).
    pub fn wait(mut self) -> Option<R> {
        loop {
            match self.events.recv() {
                Ok(JobEvent::Done(r)) => {
                    self.finished = true;
                    // The thread still calls `wake` after sending: let it end,
                    // so whoever waited sees every side effect of the job.
                    if let Some(thread) = self.thread.take() {
                        let _ = thread.join();
                    }
                    return Some(r);
                }
                Ok(JobEvent::Progress(_)) => {}
                Err(_) => return None,
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl<P, R> Drop for Job<P, R> {
    /// A job nobody waits for is stopped; its thread is not joined (it ends on
    /// its own, soon), so dropping never blocks the window.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        drop(self.thread.take());
    }
}

/// A wake function that does nothing (for the command line and tests).
pub fn no_wake() -> Wake {
    Arc::new(|| {})
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::time::{Duration, Instant};

    #[test]
    fn progress_and_result_arrive_in_order() {
        let wakes = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&wakes);
        let wake: Wake = Arc::new(move || {
            counter.fetch_add(1, Ordering::Relaxed);
        });
        let job = Job::start("test", wake, |_stop, progress| {
            for i in 0..3 {
                progress(i);
            }
            "done"
        });
        assert_eq!(job.wait(), Some("done"));
        assert_eq!(wakes.load(Ordering::Relaxed), 4);
    }

    #[test]
    fn cancel_stops_the_work_and_the_result_says_so() {
        let mut job = Job::start("test", no_wake(), |stop, progress: &mut dyn FnMut(u32)| {
            let mut n = 0u32;
            while !stop.load(Ordering::Relaxed) {
                n = n.wrapping_add(1);
                if n.is_multiple_of(1_000_000) {
                    progress(n);
                }
            }
            n
        });
        std::thread::sleep(Duration::from_millis(20));
        let asked = Instant::now();
        job.cancel();
        let result = loop {
            let done = job.poll().into_iter().find_map(|e| match e {
                JobEvent::Done(n) => Some(n),
                JobEvent::Progress(_) => None,
            });
            if let Some(n) = done {
                break n;
            }
            assert!(asked.elapsed() < Duration::from_secs(5), "the job stops");
            std::thread::sleep(Duration::from_millis(1));
        };
        assert!(result > 0);
        assert!(job.is_finished());
    }

    #[test]
    fn a_panicking_job_ends_without_a_result() {
        let job: Job<(), ()> = Job::start("test", no_wake(), |_, _| panic!("boom"));
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let result = job.wait();
        std::panic::set_hook(hook);
        assert_eq!(result, None);
    }
}
