import Combine
import Foundation

enum EditStep: Equatable, Sendable {
  case name, bio, done
}

protocol ProfileEditing {
  func remember(_ nickname: String)
}

/// A Combine view model of the `transform(from:) -> Output` kind whose outputs are made from the
/// view's streams by per-value operators: each output is what an action sets or sends.
// graft: feature
final class ProfileEditViewModel {
  struct Input {
    let nicknameChanged: AnyPublisher<String, Never>
    let bioChanged: AnyPublisher<String, Never>
    let ageText: AnyPublisher<String, Never>
    let tagsChanged: AnyPublisher<[String], Never>
    let nextTapped: AnyPublisher<Void, Never>
    let backTapped: AnyPublisher<Void, Never>
    let closeTapped: AnyPublisher<Void, Never>
    let saveTapped: AnyPublisher<Void, Never>
  }

  struct Output {
    let isNicknameValid: AnyPublisher<Bool, Never>
    let bio: AnyPublisher<String, Never>
    let bioCount: AnyPublisher<Int, Never>
    let age: AnyPublisher<Int, Never>
    let title: AnyPublisher<String, Never>
    let step: AnyPublisher<EditStep, Never>
    let dismiss: AnyPublisher<Void, Never>
    let tagCounts: AnyPublisher<(all: Int, filled: Int), Never>
    let saved: AnyPublisher<Void, Never>
  }

  var draftTitle: String?
  private let maxBioLength = 80
  private let editing: ProfileEditing

  init(editing: ProfileEditing) {
    self.editing = editing
  }

  func transform(from input: Input) -> Output {
    let isNicknameValid = input.nicknameChanged
      .map { [weak self] nickname in
        self?.editing.remember(nickname)
        return self?.isValid(nickname) ?? false
      }
      .eraseToAnyPublisher()

    let trimmedBio = input.bioChanged
      .map { [weak self] in self?.trimmed($0) ?? $0 }
      .removeDuplicates()

    let age = input.ageText
      .compactMap { Int($0) }
      .filter { $0 > 0 }
      .eraseToAnyPublisher()

    let title = input.nextTapped
      .compactMap { [weak self] in self?.draftTitle }
      .eraseToAnyPublisher()

    let forward = input.nextTapped.map { EditStep.bio }
    let backward = input.backTapped.map { _ in EditStep.name }

    return Output(
      isNicknameValid: isNicknameValid,
      bio: trimmedBio.eraseToAnyPublisher(),
      bioCount: trimmedBio.map { $0.count }.eraseToAnyPublisher(),
      age: age,
      title: title,
      step: Publishers.Merge(forward, backward).eraseToAnyPublisher(),
      dismiss: input.closeTapped,
      tagCounts: input.tagsChanged.map { (all: $0.count, filled: $0.filter { !$0.isEmpty }.count) }.eraseToAnyPublisher(),
      saved: input.saveTapped.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: false).eraseToAnyPublisher()
    )
  }

  private func isValid(_ nickname: String) -> Bool {
    nickname.count >= 2 && !nickname.contains(" ")
  }

  private func trimmed(_ bio: String) -> String {
    bio.count > maxBioLength ? String(bio.prefix(maxBioLength)) : bio
  }
}
