//! The `akidada` binary: with a subcommand it runs headless (see `akidada help`);
//! without one, or with a saved game's path, it opens the window.

// No console window behind the app in Windows release builds.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

fn main() {
    // As the system gives them: a path that is not UTF-8 still opens its file.
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    match akidada::cli::run(&args) {
        akidada::cli::Action::Exit(code) => std::process::exit(code),
        akidada::cli::Action::OpenWindow { file } => open_window(file),
    }
}

#[cfg(feature = "gui")]
fn open_window(file: Option<std::path::PathBuf>) {
    if let Err(e) = akidada::gui::run(file) {
        let tr = akidada::i18n::Tr(akidada::i18n::Lang::system());
        let error = e.to_string();
        let text = tr.f(
            akidada::i18n::m::CLI_WINDOW_FAILED,
            [("error", error.into())],
        );
        eprintln!("akidada: {text}");
        std::process::exit(1);
    }
}

/// Built as the engine and command line alone (`--no-default-features`).
#[cfg(not(feature = "gui"))]
fn open_window(_file: Option<std::path::PathBuf>) {
    let tr = akidada::i18n::Tr(akidada::i18n::Lang::system());
    eprintln!("akidada: {}", tr.t(akidada::i18n::m::CLI_NO_WINDOW));
    std::process::exit(2);
}
