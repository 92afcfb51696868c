//! Dialogs over the board: the lot's announcement, the losing-move question, the
//! refusal of a forbidden move, and the choice among capture routes.

use eframe::egui::{self, RichText, Ui};

use crate::app::command::{
    Command, DialogCommand, FileCommand, GameCommand, MoveCommand, NetworkCommand, PdnCommand,
};
use crate::app::file_choice::Purpose;
use crate::app::modal::{LotReveal, Modal};
use crate::app::play::ActiveGame;
use crate::app::text::Tr;
use crate::games::Side;
use crate::i18n::m;

// A dialog's width is fixed (a narrower window narrows it), so it keeps its
// size as its text changes; each is wide enough for what its kind holds.
/// A question, or the lot: a title, a paragraph and a row of buttons.
pub const QUESTION_WIDTH: f32 = 440.0;
/// One line to fill in or read: a path typed, Join…, the host's code.
pub const PROMPT_WIDTH: f32 = 480.0;
/// Pasted text: a box wide enough for a PDN game's lines.
pub const PASTE_WIDTH: f32 = 520.0;
/// Forms and lists: New game, Host…, a PDN file's games, the help.
pub const FORM_WIDTH: f32 = 560.0;

/// A modal dialog named `name` (its title) that fits the window: `width` wide or, in a narrower
/// window, as wide as the window allows (its width does not follow its
/// text, so it does not change as the text does); its `body` scrolling when
/// the window is too low for it, and its `buttons` under it, always in sight.
pub fn fitted<R>(
    ctx: &egui::Context,
    id: egui::Id,
    name: &str,
    width: f32,
    body: impl FnOnce(&mut Ui),
    buttons: impl FnOnce(&mut Ui) -> R,
) -> egui::ModalResponse<R> {
    let room = crate::gui::layout::dialog_room(ctx);
    crate::gui::dialog_access::begin(ctx, id);
    let modal = egui::Modal::new(id).show(ctx, |ui| {
        let margins = 2.0 * ui.style().spacing.window_margin.sum().y.max(16.0);
        ui.set_width(width.min(room.x - margins));
        // The buttons' height in the last frame (a row at first): what the
        // body leaves them.
        let key = id.with("buttons-height");
        let below = ui
            .data(|d| d.get_temp::<f32>(key))
            .unwrap_or(ui.spacing().interact_size.y);
        let spaces = 10.0 + 2.0 * ui.spacing().item_spacing.y;
        let body_height = (room.y - margins - below - spaces).max(48.0);
        // As tall as its contents up to `body_height` from the first frame:
        // not limited by the room the modal had in the last frame, as it is
        // by default (a dialog would then grow a little in each frame after
        // the window or the interface size changed).
        egui::ScrollArea::vertical()
            .id_salt(id.with("body"))
            .max_height(body_height)
            .min_scrolled_height(body_height)
            .show(ui, body);
        ui.add_space(10.0);
        let inner = ui.horizontal_wrapped(buttons);
        let height = inner.response.rect.height();
        ui.data_mut(|d| d.insert_temp(key, height));
        inner.inner
    });
    crate::gui::dialog_access::end(ctx, id, name);
    modal
}

/// The modal of the moment, if it is one of the dialogs drawn here (the
/// new-game form, the editor and the rules have views of their own).
pub fn show(
    ui: &mut Ui,
    tr: Tr,
    modal: &mut Modal,
    game: &ActiveGame,
    resigning: Side,
    commands: &mut Vec<Command>,
) {
    match modal {
        Modal::Lot(lot) => lot_reveal(ui, tr, lot, game, commands),
        Modal::PathPrompt {
            purpose,
            path,
            folder,
        } => path_prompt(ui, tr, *purpose, path, folder.as_deref(), commands),
        Modal::PickGame { rows, .. } => pick_game(ui, tr, rows, commands),
        Modal::Paste { text } => paste_prompt(ui, tr, text, commands),
        other => question_for(ui, tr, other, game, resigning, commands),
    }
}

/// The lot's announcement after a new game: names flicker, then the winner.
fn lot_reveal(
    ui: &mut Ui,
    tr: Tr,
    lot: &LotReveal,
    game: &ActiveGame,
    commands: &mut Vec<Command>,
) {
    {
        let elapsed = ui.input(|i| i.time) - lot.started;
        let lot_body = |ui: &mut Ui| {
            ui.set_min_width(320.0_f32.min(ui.available_width()));
            ui.heading(tr.t(m::THE_LOT));
            ui.add_space(8.0);
            // The names take turns, slowing down, until the lot falls. The layout
            // stays the same throughout, so the button does not move.
            let first = game.first_side();
            let (caption, side) = if elapsed < LotReveal::SECONDS {
                let flicks =
                    (elapsed * 12.0 * (1.0 - elapsed / (2.0 * LotReveal::SECONDS))) as usize;
                let side = if flicks.is_multiple_of(2) {
                    Side::White
                } else {
                    Side::Black
                };
                (tr.t(m::DRAWING_LOTS).to_string(), side)
            } else {
                (tr.lot_result(first, game.players.name(first)), first)
            };
            ui.label(caption);
            ui.horizontal_wrapped(|ui| {
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(24.0, 24.0), egui::Sense::hover());
                let pal = crate::gui::theme::Palette::for_theme(ui.visuals().dark_mode);
                crate::gui::board::paint_piece(
                    ui.painter(),
                    rect.center(),
                    10.0,
                    side,
                    false,
                    &pal,
                    1.0,
                );
                // A black man on the dark dialog would be lost without a rim
                // in the panels' tested outline colour.
                let colors = crate::gui::theme::TextColors::for_theme(ui.visuals().dark_mode);
                ui.painter().circle_stroke(
                    rect.center(),
                    11.0,
                    egui::Stroke::new(1.5, colors.disc_rim),
                );
                let name = ui.label(RichText::new(game.players.name(side)).size(24.0).strong());
                // The flickering names would be dozens of changes to a screen
                // reader; the caption above says the lot and then its result.
                crate::gui::reader::unread(ui, &name);
            });
        };
        let modal = fitted(
            ui.ctx(),
            egui::Id::unique("lot"),
            tr.t(m::THE_LOT),
            QUESTION_WIDTH,
            lot_body,
            |ui| ui.button(tr.t(m::PLAY)).clicked(),
        );
        if modal.inner || modal.should_close() {
            commands.push(Command::Game(GameCommand::CloseLot));
        }
    }
}

/// The dialogs that are a question or a message: a title, a paragraph, buttons.
fn question_for(
    ui: &mut Ui,
    tr: Tr,
    modal: &Modal,
    game: &ActiveGame,
    resigning: Side,
    commands: &mut Vec<Command>,
) {
    let plain = |label: &'static str, command| DialogButton::plain(tr.t(label), command);
    let asked = network_question(tr, modal).or_else(|| move_question(tr, modal));
    if let Some((title, body, buttons)) = asked {
        return question(ui, title, &body, &buttons, commands);
    }
    let (title, body, buttons): Question = match modal {
        Modal::Message { title, body } => (
            tr.t(title),
            body.clone(),
            vec![plain(m::OK, Command::Dialog(DialogCommand::CloseDialog))],
        ),
        Modal::Resume { summary, .. } => (
            tr.t(m::RESUME_TITLE),
            summary.clone(),
            vec![
                plain(m::RESUME_NO, Command::Dialog(DialogCommand::CloseDialog)),
                plain(m::RESUME_YES, Command::File(FileCommand::Resume)),
            ],
        ),
        Modal::ConfirmResign => resign_question(tr, game.players.name(resigning)),
        Modal::ConfirmDraw => draw_question(tr),
        Modal::ConfirmOverwrite { path, .. } => overwrite_question(tr, path),
        Modal::ConfirmQuit { name } => quit_question(tr, name),
        Modal::ConfirmDiscard { summary, .. } => discard_question(tr, summary),
        // Asked above.
        Modal::ConfirmLosing(_) | Modal::Refused(_) | Modal::ConfirmTruncate { .. } => return,
        // Drawn by views of their own, or above.
        Modal::NewGame(_)
        | Modal::Editor(_)
        | Modal::Rules(_)
        | Modal::Shortcuts
        | Modal::About
        | Modal::Lot(_)
        | Modal::PathPrompt { .. }
        | Modal::PickGame { .. }
        | Modal::Paste { .. }
        | Modal::HostGame(_)
        | Modal::JoinGame(_)
        | Modal::Hosting(_)
        | Modal::NetDrawOffered { .. }
        | Modal::NetTakebackAsked { .. }
        | Modal::ConfirmLeaveNetwork { .. }
        | Modal::Training(_) => return,
    };
    question(ui, title, &body, &buttons, commands);
}

/// The questions about a move the player has chosen: a capture that is not
/// the longest, refused or to confirm, and a move that cuts off later ones.
fn move_question(tr: Tr, modal: &Modal) -> Option<Question> {
    let plain = |label: &'static str, command| DialogButton::plain(tr.t(label), command);
    let danger = |label: &'static str, command| DialogButton::danger(tr.t(label), command);
    let question = match modal {
        Modal::ConfirmLosing(mv) => (
            tr.t(m::LOSING_TITLE),
            tr.losing_explanation(&mv.text, mv.captured, mv.maximum),
            vec![
                plain(m::LOSING_KEEP, Command::Dialog(DialogCommand::CloseDialog)),
                danger(m::LOSING_CONFIRM, Command::Move(MoveCommand::ConfirmLosing)),
            ],
        ),
        Modal::Refused(mv) => (
            tr.t(m::REFUSED_TITLE),
            tr.refused_explanation(&mv.text, mv.captured, mv.maximum),
            vec![plain(m::OK, Command::Dialog(DialogCommand::CloseDialog))],
        ),
        Modal::ConfirmTruncate { text, later, .. } => (
            tr.t(m::TRUNCATE_TITLE),
            tr.truncate_explanation(text, *later),
            vec![
                plain(m::CANCEL, Command::Dialog(DialogCommand::CloseDialog)),
                danger(
                    m::TRUNCATE_CONFIRM,
                    Command::Move(MoveCommand::ConfirmTruncate),
                ),
            ],
        ),
        _ => return None,
    };
    Some(question)
}

/// `name`, the player to move, resigning the game.
fn resign_question(tr: Tr, name: &str) -> Question {
    (
        tr.t(m::RESIGN_TITLE),
        tr.f(m::RESIGN_BODY, [("name", name.to_string().into())]),
        vec![
            DialogButton::plain(tr.t(m::CANCEL), Command::Dialog(DialogCommand::CloseDialog)),
            DialogButton::danger(
                tr.t(m::RESIGN_CONFIRM),
                Command::Game(GameCommand::ConfirmResign),
            ),
        ],
    )
}

/// The two people at the board agreeing to a draw.
fn draw_question(tr: Tr) -> Question {
    (
        tr.t(m::DRAW_TITLE),
        tr.t(m::DRAW_BODY).to_string(),
        vec![
            DialogButton::plain(tr.t(m::CANCEL), Command::Dialog(DialogCommand::CloseDialog)),
            DialogButton::plain(
                tr.t(m::DRAW_CONFIRM),
                Command::Game(GameCommand::ConfirmDraw),
            ),
        ],
    )
}

type Question = (&'static str, String, Vec<DialogButton<'static>>);

/// The other player's questions in a network game, and leaving it.
fn network_question(tr: Tr, modal: &Modal) -> Option<Question> {
    let question = match modal {
        Modal::NetDrawOffered { name } => (
            tr.t(m::NET_DRAW_TITLE),
            tr.f(m::NET_DRAW_BODY, [("name", name.clone().into())]),
            vec![
                DialogButton::plain(
                    tr.t(m::NET_DECLINE),
                    Command::Network(NetworkCommand::AnswerNetDraw(false)),
                ),
                DialogButton::plain(
                    tr.t(m::NET_ACCEPT),
                    Command::Network(NetworkCommand::AnswerNetDraw(true)),
                ),
            ],
        ),
        Modal::NetTakebackAsked { name } => (
            tr.t(m::NET_TAKEBACK_TITLE),
            tr.f(m::NET_TAKEBACK_BODY, [("name", name.clone().into())]),
            vec![
                DialogButton::plain(
                    tr.t(m::NET_DECLINE),
                    Command::Network(NetworkCommand::AnswerTakeback(false)),
                ),
                DialogButton::plain(
                    tr.t(m::NET_ACCEPT),
                    Command::Network(NetworkCommand::AnswerTakeback(true)),
                ),
            ],
        ),
        Modal::ConfirmLeaveNetwork { name, .. } => (
            tr.t(m::NET_LEAVE_TITLE),
            tr.f(m::NET_LEAVE_BODY, [("name", name.clone().into())]),
            vec![
                DialogButton::plain(tr.t(m::CANCEL), Command::Dialog(DialogCommand::CloseDialog)),
                DialogButton::danger(
                    tr.t(m::NET_LEAVE_CONFIRM),
                    Command::Network(NetworkCommand::ConfirmLeaveNetwork),
                ),
            ],
        ),
        _ => return None,
    };
    Some(question)
}

/// Saving would replace the file at `path`: sure?
fn overwrite_question(tr: Tr, path: &std::path::Path) -> Question {
    let (name, folder) = crate::app::file_choice::name_and_folder(path);
    (
        tr.t(m::OVERWRITE_TITLE),
        tr.f(
            m::OVERWRITE_BODY,
            [("name", name.into()), ("folder", folder.into())],
        ),
        vec![
            DialogButton::plain(tr.t(m::CANCEL), Command::Dialog(DialogCommand::CloseDialog)),
            DialogButton::danger(
                tr.t(m::OVERWRITE_CONFIRM),
                Command::File(FileCommand::ConfirmOverwrite),
            ),
        ],
    )
}

/// Deleting the game in progress `summary` describes, for good?
fn discard_question(tr: Tr, summary: &str) -> Question {
    (
        tr.t(m::DISCARD_TITLE),
        tr.f(m::DISCARD_BODY, [("game", summary.to_string().into())]),
        vec![
            DialogButton::plain(tr.t(m::CANCEL), Command::Dialog(DialogCommand::CloseDialog)),
            DialogButton::danger(
                tr.t(m::IN_PROGRESS_DISCARD),
                Command::File(FileCommand::ConfirmDiscardKept),
            ),
        ],
    )
}

/// Closing, the game's file `name` has changes not saved: save them?
fn quit_question(tr: Tr, name: &str) -> Question {
    (
        tr.t(m::QUIT_TITLE),
        tr.f(m::QUIT_BODY, [("name", name.to_string().into())]),
        vec![
            DialogButton::plain(tr.t(m::CANCEL), Command::Dialog(DialogCommand::CloseDialog)),
            DialogButton::danger(
                tr.t(m::QUIT_DISCARD),
                Command::Dialog(DialogCommand::QuitWithoutSaving),
            ),
            DialogButton::plain(
                tr.t(m::QUIT_SAVE),
                Command::Dialog(DialogCommand::SaveAndQuit),
            ),
        ],
    )
}

/// A button of a question dialog and the command it gives.
struct DialogButton<'a> {
    label: &'a str,
    command: Command,
    danger: bool,
}

impl<'a> DialogButton<'a> {
    fn plain(label: &'a str, command: Command) -> DialogButton<'a> {
        DialogButton {
            label,
            command,
            danger: false,
        }
    }

    /// A button for an action that cannot be taken back, drawn in red.
    fn danger(label: &'a str, command: Command) -> DialogButton<'a> {
        DialogButton {
            label,
            command,
            danger: true,
        }
    }
}

/// A modal question: a title, a paragraph, and buttons. Escape or a click beside
/// it closes it, as the first button would.
fn question(
    ui: &mut Ui,
    title: &str,
    body: &str,
    buttons: &[DialogButton],
    commands: &mut Vec<Command>,
) {
    let body = |ui: &mut Ui| {
        ui.heading(title);
        ui.add_space(6.0);
        ui.label(body);
    };
    let modal = fitted(
        ui.ctx(),
        egui::Id::unique("question"),
        title,
        QUESTION_WIDTH,
        body,
        |ui| {
            for b in buttons {
                let button = if b.danger {
                    egui::Button::new(RichText::new(b.label).color(egui::Color32::WHITE))
                        .fill(egui::Color32::from_rgb(0xb0, 0x30, 0x20))
                } else {
                    egui::Button::new(b.label)
                };
                if ui.add(button).clicked() {
                    commands.push(b.command.clone());
                }
            }
        },
    );
    if modal.should_close() {
        commands.push(Command::Dialog(DialogCommand::CloseDialog));
    }
}

/// When no file dialog can be shown: say so, and let the user type the path
/// (the field has the keyboard at once; a name alone is in `folder`).
fn path_prompt(
    ui: &mut Ui,
    tr: Tr,
    purpose: Purpose,
    path: &mut String,
    folder: Option<&std::path::Path>,
    commands: &mut Vec<Command>,
) {
    let (title, action) = match purpose {
        Purpose::Open => (tr.t(m::OPEN_TITLE), tr.t(m::OPEN_BUTTON)),
        Purpose::SaveAs => (tr.t(m::SAVE_AS_TITLE), tr.t(m::SAVE_BUTTON)),
        Purpose::ImportPdn => (tr.t(m::PDN_IMPORT_PDN), tr.t(m::OPEN_BUTTON)),
        Purpose::ExportPdn => (tr.t(m::PDN_EXPORT_PDN), tr.t(m::SAVE_BUTTON)),
        Purpose::SaveLevel => (tr.t(m::EDITOR_LEVEL_SAVE_TITLE), tr.t(m::SAVE_BUTTON)),
    };
    // As the field read before this frame's keys: the button's state.
    let ready = !path.trim().is_empty();
    let mut entered = false;
    let body = |ui: &mut Ui| {
        ui.heading(title);
        ui.add_space(6.0);
        ui.label(tr.t(m::NO_FILE_DIALOG));
        ui.add_space(6.0);
        let label = ui.label(tr.t(m::FILE_PATH));
        let edit = ui
            .add(egui::TextEdit::singleline(path).desired_width(ui.available_width()))
            .labelled_by(label.id);
        // Enter in the field gives the path (the field gives up the keyboard
        // as it reads Enter); otherwise the field has the keyboard whenever
        // nothing else does, from the moment the prompt opens.
        entered = (edit.lost_focus() || edit.has_focus())
            && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if !entered && ui.ctx().memory(|m| m.focused().is_none()) {
            edit.request_focus();
        }
        if let Some(folder) = folder {
            let line = tr.f(
                m::PROMPT_FOLDER,
                [("folder", folder.display().to_string().into())],
            );
            ui.label(line);
        }
    };
    let modal = fitted(
        ui.ctx(),
        egui::Id::unique("path-prompt"),
        title,
        PROMPT_WIDTH,
        body,
        |ui| {
            if ui.button(tr.t(m::CANCEL)).clicked() {
                commands.push(Command::Dialog(DialogCommand::CloseDialog));
            }
            ui.add_enabled(ready, egui::Button::new(action)).clicked()
        },
    );
    if (modal.inner || entered) && !path.trim().is_empty() {
        commands.push(Command::File(FileCommand::SubmitPath));
    }
    if modal.should_close() {
        commands.push(Command::Dialog(DialogCommand::CloseDialog));
    }
}

/// Game `i` of a PDN file in the list: a button to open it, or why it
/// cannot be read.
fn game_row(
    ui: &mut Ui,
    i: usize,
    title: &str,
    problem: Option<&str>,
    commands: &mut Vec<Command>,
) {
    let label = format!("{}. {title}", i + 1);
    match problem {
        None => {
            if ui.button(label).clicked() {
                commands.push(Command::Pdn(PdnCommand::PickGame(i)));
            }
        }
        Some(problem) => {
            ui.add_enabled(false, egui::Button::new(label));
            ui.label(
                RichText::new(problem)
                    .small()
                    .color(ui.visuals().error_fg_color),
            );
        }
    }
}

/// The games of a PDN file: a list to open one from.
fn pick_game(ui: &mut Ui, tr: Tr, rows: &[(String, Option<String>)], commands: &mut Vec<Command>) {
    let body = |ui: &mut Ui| {
        ui.heading(tr.t(m::PDN_PICK_TITLE));
        ui.label(RichText::new(tr.t(m::PDN_PICK_HELP)).small());
        ui.add_space(6.0);
        for (i, (title, problem)) in rows.iter().enumerate() {
            game_row(ui, i, title, problem.as_deref(), commands);
        }
    };
    let modal = fitted(
        ui.ctx(),
        egui::Id::unique("pick-game"),
        tr.t(m::PDN_PICK_TITLE),
        FORM_WIDTH,
        body,
        |ui| ui.button(tr.t(m::CANCEL)).clicked(),
    );
    if modal.inner || modal.should_close() {
        commands.push(Command::Dialog(DialogCommand::CloseDialog));
    }
}

/// A field to paste a position string or PDN into.
fn paste_prompt(ui: &mut Ui, tr: Tr, text: &mut String, commands: &mut Vec<Command>) {
    let ready = !text.trim().is_empty();
    let body = |ui: &mut Ui| {
        ui.heading(tr.t(m::PDN_PASTE_TITLE));
        let help = ui.label(RichText::new(tr.t(m::PDN_PASTE_HELP)).small());
        ui.add_space(6.0);
        let edit = ui
            .add(
                egui::TextEdit::multiline(text)
                    .desired_width(ui.available_width())
                    .desired_rows(6)
                    .font(egui::TextStyle::Monospace),
            )
            .labelled_by(help.id);
        edit.request_focus();
    };
    let modal = fitted(
        ui.ctx(),
        egui::Id::unique("paste"),
        tr.t(m::PDN_PASTE_TITLE),
        PASTE_WIDTH,
        body,
        |ui| {
            let cancel = ui.button(tr.t(m::CANCEL)).clicked();
            let open = ui
                .add_enabled(ready, egui::Button::new(tr.t(m::OPEN_BUTTON)))
                .clicked();
            (cancel, open)
        },
    );
    if modal.inner.1 {
        commands.push(Command::Pdn(PdnCommand::PasteText(text.clone())));
    }
    if modal.inner.0 || modal.should_close() {
        commands.push(Command::Dialog(DialogCommand::CloseDialog));
    }
}
