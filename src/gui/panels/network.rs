//! Play over the network: the Host dialog (the game, rules and clocks as in
//! New game, the host's name and colour), the host's waiting screen (the
//! addresses, the port and the code, to copy), and the Join dialog.

use eframe::egui::{self, RichText, Ui};

use super::dialogs::{FORM_WIDTH, PROMPT_WIDTH};
use crate::app::command::{Command, DialogCommand, NetworkCommand};
use crate::app::network::{HostColour, HostForm, Hosting, JoinForm};
use crate::app::text::{Lang, Tr};
use crate::games::GameKind;
use crate::games::Side;
use crate::gui::widgets::{akidada_options, dama_options};
use crate::i18n::m;
use crate::net::portmap::Router;

/// Host…: over the board until Host or Cancel.
pub fn host(form: &mut HostForm, ui: &mut Ui, lang: Lang, commands: &mut Vec<Command>) {
    let tr = Tr(lang);
    let body = |ui: &mut Ui| host_body(ui, tr, form);
    let id = egui::Id::unique("host-game");
    let modal = super::dialogs::fitted(
        ui.ctx(),
        id,
        tr.t(m::NET_HOST_TITLE),
        FORM_WIDTH,
        body,
        |ui| {
            let start = ui
                .button(RichText::new(tr.t(m::NET_HOST)).strong())
                .clicked();
            let cancel = ui.button(tr.t(m::CANCEL)).clicked();
            (start, cancel)
        },
    );
    if modal.inner.0 {
        commands.push(Command::Network(NetworkCommand::StartHosting));
    }
    if modal.inner.1 || (modal.should_close() && !modal.backdrop_response.clicked()) {
        commands.push(Command::Dialog(DialogCommand::CloseDialog));
    }
}

fn host_body(ui: &mut Ui, tr: Tr, form: &mut HostForm) {
    ui.heading(tr.t(m::NET_HOST_TITLE));
    ui.add_space(6.0);
    name_field(ui, tr, &mut form.name);
    ui.horizontal_wrapped(|ui| {
        ui.label(tr.t(m::NET_YOU_PLAY));
        for colour in HostColour::ALL {
            let label = match colour {
                HostColour::White => tr.side(Side::White),
                HostColour::Black => tr.side(Side::Black),
                HostColour::Lot => tr.t(m::NET_COLOUR_LOT),
            };
            ui.radio_value(&mut form.colour, colour, label);
        }
    });
    ui.checkbox(&mut form.lesson, tr.t(m::NET_LESSON))
        .on_hover_text(tr.t(m::NET_LESSON_HELP));
    if form.can_resume {
        ui.checkbox(&mut form.resume, tr.t(m::NET_CONTINUE_GAME));
    }
    if form.resume && form.can_resume {
        return;
    }
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        for kind in GameKind::ALL {
            ui.radio_value(
                &mut form.game.kind,
                kind,
                RichText::new(tr.game(kind)).strong(),
            );
        }
    });
    ui.add_space(6.0);
    super::new_game::time_control(ui, tr, &mut form.game);
    ui.add_space(8.0);
    ui.label(RichText::new(tr.t(m::RULE_OPTIONS)).strong());
    match form.game.kind {
        GameKind::Akidada => akidada_options(ui, tr, &mut form.game.akidada, true),
        GameKind::Dama => dama_options(ui, tr, &mut form.game.dama, true),
    }
}

/// The host's waiting screen: where the friend can reach this machine and
/// the code, to read out or copy; Cancel stops waiting.
pub fn waiting(hosting: &Hosting, ui: &mut Ui, lang: Lang, commands: &mut Vec<Command>) {
    let tr = Tr(lang);
    let body = |ui: &mut Ui| {
        ui.heading(tr.t(m::NET_WAITING_TITLE));
        ui.add_space(6.0);
        ui.label(tr.t(m::NET_WAITING_BODY));
        ui.add_space(8.0);
        if let Some(router) = &hosting.router {
            ui.horizontal_wrapped(|ui| {
                if *router == Router::Asking {
                    ui.spinner();
                }
                ui.label(tr.msg(&router.message(hosting.port)));
            });
            ui.add_space(8.0);
        }
        let (public, local) = hosting.addresses.split_at(hosting.public);
        if !public.is_empty() {
            ui.label(RichText::new(tr.t(m::NET_REACH_PUBLIC)).strong());
            addresses(ui, public);
            ui.add_space(4.0);
            ui.label(RichText::new(tr.t(m::NET_REACH_LOCAL)).strong());
        } else {
            ui.label(RichText::new(tr.t(m::NET_ADDRESSES)).strong());
        }
        addresses(ui, local);
        ui.add_space(8.0);
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(RichText::new(tr.t(m::NET_CODE)).strong());
            ui.add(
                egui::Label::new(RichText::new(&hosting.code).monospace().size(24.0))
                    .selectable(true),
            )
            .labelled_by(label.id);
        });
        ui.add_space(6.0);
        ui.spinner();
    };
    let id = egui::Id::unique("hosting");
    let modal = super::dialogs::fitted(
        ui.ctx(),
        id,
        tr.t(m::NET_WAITING_TITLE),
        PROMPT_WIDTH,
        body,
        |ui| {
            let copy = ui.button(tr.t(m::NET_COPY)).clicked();
            let cancel = ui.button(tr.t(m::CANCEL)).clicked();
            (copy, cancel)
        },
    );
    if modal.inner.0 {
        commands.push(Command::Network(NetworkCommand::CopyNetworkCode));
    }
    if modal.inner.1 || (modal.should_close() && !modal.backdrop_response.clicked()) {
        commands.push(Command::Network(NetworkCommand::CancelNetwork));
    }
}

/// Addresses to read out or copy, one a line.
fn addresses(ui: &mut Ui, addresses: &[String]) {
    for address in addresses {
        ui.add(egui::Label::new(RichText::new(address).monospace()).selectable(true));
    }
}

/// Join…: the host's address, the code and this side's name; what went
/// wrong is said under them.
pub fn join(form: &mut JoinForm, ui: &mut Ui, lang: Lang, commands: &mut Vec<Command>) {
    let tr = Tr(lang);
    let connecting = form.connecting;
    let body = |ui: &mut Ui| {
        ui.heading(tr.t(m::NET_JOIN_TITLE));
        ui.add_space(6.0);
        ui.add_enabled_ui(!connecting, |ui| {
            name_field(ui, tr, &mut form.name);
            field(
                ui,
                tr.t(m::NET_JOIN_ADDRESS),
                &mut form.address,
                "192.168.1.20:47147",
            );
            field(ui, tr.t(m::NET_CODE), &mut form.code, "1234-5678");
        });
        if connecting {
            ui.horizontal_wrapped(|ui| {
                ui.spinner();
                ui.label(tr.t(m::NET_CONNECTING));
            });
        }
        if let Some(problem) = &form.problem {
            ui.add_space(6.0);
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
    };
    let id = egui::Id::unique("join-game");
    let modal = super::dialogs::fitted(
        ui.ctx(),
        id,
        tr.t(m::NET_JOIN_TITLE),
        PROMPT_WIDTH,
        body,
        |ui| {
            let join = ui
                .add_enabled(
                    !connecting,
                    egui::Button::new(RichText::new(tr.t(m::NET_JOIN)).strong()),
                )
                .clicked();
            let cancel = ui.button(tr.t(m::CANCEL)).clicked();
            (join, cancel)
        },
    );
    if modal.inner.0 {
        commands.push(Command::Network(NetworkCommand::StartJoining));
    }
    if modal.inner.1 || (modal.should_close() && !modal.backdrop_response.clicked()) {
        commands.push(Command::Network(NetworkCommand::CancelNetwork));
        commands.push(Command::Dialog(DialogCommand::CloseDialog));
    }
}

fn name_field(ui: &mut Ui, tr: Tr, name: &mut String) {
    field(ui, tr.t(m::NET_YOUR_NAME), name, "");
}

/// A labelled one-line field, with a hint while empty.
fn field(ui: &mut Ui, label: &str, text: &mut String, hint: &str) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(label);
        let width = 240.0_f32.min(ui.available_width());
        ui.add_sized(
            [width, 22.0],
            egui::TextEdit::singleline(text).hint_text(hint),
        )
        .labelled_by(label.id);
    });
}
