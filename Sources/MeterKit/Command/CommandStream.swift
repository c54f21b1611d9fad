/// Which of the command's streams a piece of text came from.
package enum CommandStream: Int, Sendable, Equatable {
    case output = 0
    case error = 1
}
