//! The `akidada` binary: with a subcommand it runs headless (see `akidada help`);
//! without one, or with a saved game's path, it opens the window.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match akidada::cli::run(&args) {
        akidada::cli::Action::Exit(code) => std::process::exit(code),
        akidada::cli::Action::OpenWindow { file } => {
            if let Err(e) = akidada::gui::run(file) {
                eprintln!("akidada: could not open the window: {e}");
                std::process::exit(1);
            }
        }
    }
}
