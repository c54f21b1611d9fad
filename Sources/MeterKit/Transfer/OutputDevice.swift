/// A block device as the output (`meter < /dev/zero > /dev/sdX`): as pv does, when the inputs have no size
/// of their own, the device's is the total and the copy stops there, rather than at a write error when the
/// device is full.
package enum OutputDevice {
    /// The bytes a block device output takes from its offset on; nil for any other output, and for a device
    /// opened for appending, where the offset says nothing.
    package static func room(of descriptor: FileDescriptor) -> UInt64? {
        guard let status = try? descriptor.status(), status.kind == .blockDevice, !descriptor.isAppending,
            let room = try? descriptor.remainingSize()
        else { return nil }
        return UInt64(room)
    }
}
