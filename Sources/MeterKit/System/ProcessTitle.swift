import CSystem

/// The process title that `ps` shows as meter's arguments (`ps -o args`, `/proc/PID/cmdline`), as pv's
/// `-x processtitle` sets it: written over the memory of the arguments and of the environment strings after
/// them (the environment is copied first). The command name (`ps -o comm`, what `pgrep`, `pidof` and
/// `killall` match) is left alone, so that meter can still be found by its name.
package enum ProcessTitle {
    /// Makes the room a title is written in. Call it before any other thread starts; later calls do
    /// nothing. Returns whether there is room.
    @discardableResult
    package static func prepare() -> Bool {
        csystem_process_title_prepare() > 1
    }

    /// Shows `title`, cut to the room there is, as the process's arguments.
    package static func set(_ title: String) {
        csystem_process_title_set(title)
    }
}
