import Foundation

// graft: feature
@MainActor
public final class EditNoteViewModel {
    public var text: String
    public private(set) var isSaving = false
    public var onSave: ((Note) -> Void)?
    public var onCancel: (() -> Void)?

    public init(text: String) { self.text = text }

    public func textChanged(_ newText: String) { text = newText }

    public func clearTapped() { text = "" }

    public func cancelTapped() { onCancel?() }
}
