//! A from-scratch recomputation of everything the board maintains incrementally, used by tests
//! to prove the incremental updates exact.

use super::{zobrist, Board, ChainInfo, Point, Stone, MAX_POINTS};

impl Board {
    /// Recomputes chains, liberty counts and sums, the empty list and the hash from the stones
    /// alone, and describes the first difference from the incremental state.
    pub fn verify(&self) -> Result<(), String> {
        let mut hash = 0;
        let mut empties = 0;
        let mut verified = [false; MAX_POINTS];
        for point in self.points() {
            let p = point.index();
            match self.stones[p] {
                Stone::Empty => {
                    empties += 1;
                    let i = self.empty_index[p] as usize;
                    if i >= self.empty_count || self.empties[i] as usize != p {
                        return Err(format!("empty point {p} missing from the empty list"));
                    }
                }
                Stone::Border => return Err(format!("border stone on the board at {p}")),
                stone => {
                    let color = stone.color().expect("a stone has a colour");
                    hash ^= zobrist::stone_key(color, p);
                    if !verified[p] {
                        for member in self.verify_chain(point)? {
                            verified[member] = true;
                        }
                    }
                }
            }
        }
        if empties != self.empty_count {
            return Err(format!(
                "{} listed empty points, {empties} real",
                self.empty_count
            ));
        }
        if hash != self.hash {
            return Err("incremental hash differs from a recomputed one".into());
        }
        Ok(())
    }

    /// Flood-fills the chain through `start`, compares it with the stored chain and returns its
    /// stones.
    fn verify_chain(&self, start: Point) -> Result<Vec<usize>, String> {
        let color = self.stones[start.index()];
        let mut in_chain = [false; MAX_POINTS];
        let mut is_liberty = [false; MAX_POINTS];
        let mut members = vec![start.index()];
        in_chain[start.index()] = true;
        let mut liberties = Vec::new();
        let mut i = 0;
        while i < members.len() {
            for n in self.neighbor_indices(members[i]) {
                if self.stones[n] == color && !in_chain[n] {
                    in_chain[n] = true;
                    members.push(n);
                } else if self.stones[n] == Stone::Empty && !is_liberty[n] {
                    is_liberty[n] = true;
                    liberties.push(n);
                }
            }
            i += 1;
        }
        let head = self.chain_head[start.index()];
        if let Some(&m) = members.iter().find(|&&m| self.chain_head[m] != head) {
            return Err(format!(
                "stones {} and {m} of one chain have different heads",
                start.index()
            ));
        }
        let listed: Vec<usize> = self.chain_stones(start).map(Point::index).collect();
        if listed.len() != members.len() || !listed.iter().all(|&s| in_chain[s]) {
            return Err(format!(
                "stone list of chain {head} is {listed:?}, chain is {members:?}"
            ));
        }
        let mut expected = ChainInfo {
            stones: members.len() as u16,
            ..ChainInfo::default()
        };
        for &l in &liberties {
            expected.add_liberty(l);
        }
        let stored = self.chains[head as usize];
        if stored != expected {
            return Err(format!(
                "chain {head}: stored {stored:?}, recomputed {expected:?}"
            ));
        }
        Ok(members)
    }
}
