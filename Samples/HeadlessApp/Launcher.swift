/// `swift run HeadlessApp`: runs the demo and prints what it did.
@main
enum Launcher {
  @MainActor
  static func main() async {
    print(await Demo.run(), terminator: "")
  }
}
