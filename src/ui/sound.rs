//! Sounds for a move, a capture, a check and the end of a game, synthesised
//! with Web Audio (nothing is downloaded), and the mute switch, remembered
//! in localStorage.

use std::cell::RefCell;

use crate::ui::device_store;

/// Where the mute switch is remembered.
const MUTE_KEY: &str = "parlour.sound";

/// Something the table sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    Move,
    Capture,
    Check,
    GameEnd,
}

/// One tone: frequency in hertz, start and length in seconds.
struct Tone {
    hertz: f32,
    start: f64,
    length: f64,
}

const fn tone(hertz: f32, start: f64, length: f64) -> Tone {
    Tone {
        hertz,
        start,
        length,
    }
}

impl Sound {
    /// The sound of a move written in SAN (or a drop), given whether it
    /// ended the game: the end outranks a check, a check a capture.
    pub fn after_move(san: &str, game_over: bool) -> Sound {
        if game_over {
            Sound::GameEnd
        } else if san.ends_with('+') || san.ends_with('#') {
            Sound::Check
        } else if san.contains('x') {
            Sound::Capture
        } else {
            Sound::Move
        }
    }

    fn tones(self) -> &'static [Tone] {
        match self {
            Sound::Move => MOVE_TONES,
            Sound::Capture => CAPTURE_TONES,
            Sound::Check => CHECK_TONES,
            Sound::GameEnd => END_TONES,
        }
    }
}

const MOVE_TONES: &[Tone] = &[tone(520.0, 0.0, 0.07)];
const CAPTURE_TONES: &[Tone] = &[tone(300.0, 0.0, 0.06), tone(180.0, 0.05, 0.1)];
const CHECK_TONES: &[Tone] = &[tone(660.0, 0.0, 0.09), tone(880.0, 0.1, 0.12)];
const END_TONES: &[Tone] = &[
    tone(523.0, 0.0, 0.18),
    tone(659.0, 0.15, 0.18),
    tone(784.0, 0.3, 0.35),
];

thread_local! {
    static CONTEXT: RefCell<Option<web_sys::AudioContext>> = const { RefCell::new(None) };
}

/// Whether the sounds are off on this device.
pub fn muted() -> bool {
    device_store::read(MUTE_KEY).is_some_and(|value| value == "off")
}

/// Turns the sounds off or on, and remembers it (if storage allows).
pub fn set_muted(muted: bool) {
    let _ = device_store::write(MUTE_KEY, if muted { "off" } else { "on" });
}

/// Plays `sound` unless muted. Browsers without Web Audio stay silent.
pub fn play(sound: Sound) {
    if muted() {
        return;
    }
    CONTEXT.with(|cell| {
        let mut context = cell.borrow_mut();
        if context.is_none() {
            *context = web_sys::AudioContext::new().ok();
        }
        if let Some(context) = context.as_ref() {
            for tone in sound.tones() {
                let _ = sound_tone(context, tone);
            }
        }
    });
}

/// One short sine tone with a quick fade in and out.
fn sound_tone(context: &web_sys::AudioContext, tone: &Tone) -> Option<()> {
    let oscillator = context.create_oscillator().ok()?;
    let gain = context.create_gain().ok()?;
    oscillator.set_type(web_sys::OscillatorType::Sine);
    oscillator.frequency().set_value(tone.hertz);
    let start = context.current_time() + tone.start;
    let end = start + tone.length;
    let level = gain.gain();
    level.set_value_at_time(0.0, start).ok()?;
    level.linear_ramp_to_value_at_time(0.2, start + 0.01).ok()?;
    level.linear_ramp_to_value_at_time(0.0, end).ok()?;
    oscillator.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&context.destination()).ok()?;
    oscillator.start_with_when(start).ok()?;
    oscillator.stop_with_when(end).ok()?;
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_move_gets_its_sound() {
        assert_eq!(Sound::after_move("e4", false), Sound::Move);
        assert_eq!(Sound::after_move("O-O", false), Sound::Move);
        assert_eq!(Sound::after_move("Nxe5", false), Sound::Capture);
        assert_eq!(Sound::after_move("Bxf7+", false), Sound::Check);
        assert_eq!(Sound::after_move("Qh4#", true), Sound::GameEnd);
        assert_eq!(Sound::after_move("Kd2", true), Sound::GameEnd);
    }
}
