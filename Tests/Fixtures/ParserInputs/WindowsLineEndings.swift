import Foundation

// graft: feature
class Windows {
	@Published var a: Int = 1
	func f() {
	}
}
